/// A named group of micro benchmarks, chosen with `--suite NAME`.
///
/// To add a suite, write a type with a `static let suite`, list it in
/// ``Suites/all`` and give `BenchSuite` a case of its name (the parser
/// accepts only those); the runner and the report need no change.
struct Suite {
  let name: String
  let summary: String
  /// Builds the benchmarks (and their state) for one run.
  let makePlan: @MainActor (RunConfiguration) -> SuitePlan
}

/// What a suite runs and how its figures are judged.
struct SuitePlan {
  var benchmarks: [Benchmark] = []
  /// Rows computed from other rows, such as a scaling ratio.
  var derived: [DerivedRow] = []
  var targets: [Target] = []
  /// Extra lines for the report, read after the run.
  var notes: @MainActor () -> [String] = { [] }
}

/// A row that shows `source`'s figures divided by `baseline`'s median.
struct DerivedRow {
  let name: String
  let source: String
  let baseline: String
}

/// A goal: the named row's ratio must be at most `limit`.
struct Target {
  let title: String
  let row: String
  let limit: Double
}

enum Suites {
  /// Every suite, in the order `all` runs them.
  static var all: [Suite] { [FlowSuite.suite] }
}
