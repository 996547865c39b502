/// What a run of the suites (the default mode) was asked for: `--suite`,
/// `--cycles`, `--out`, `--json`, `--coverage`, `--quick`, `--filter` and
/// `--processes`.
package struct SuiteOptions: Sendable, Equatable {
  /// `--cycles` when not given.
  package static let defaultCycles = 200
  /// `--cycles` when not given, for `--quick`.
  package static let quickCycles = 3
  /// `--out` when not given, for a full run of every suite.
  package static let defaultResultsDirectory = "docs"

  /// The suites to run, `all` expanded, each once, in ``BenchSuite/each`` order.
  package var suites: [BenchSuite]
  /// `--cycles` as given; see ``cycles``.
  package var givenCycles: Int?
  /// `--out` as given; see ``resultsDirectory``.
  package var outDirectory: String?
  /// `--json`: where the flow suite's own JSON goes.
  package var jsonPath: String?
  /// `--coverage`: llvm-cov JSON for the coverage claim.
  package var coveragePath: String?
  /// `--quick`: a smoke run.
  package var quick: Bool
  /// `--filter`: only flow benchmarks whose name contains it.
  package var filter: String?
  /// `--processes`: run the flow suite in this many processes and report
  /// the spread of each ratio.
  package var processes: Int?

  /// Creates the options of a run; by default a full run of every suite.
  package init(
    suites: [BenchSuite] = BenchSuite.each, givenCycles: Int? = nil, outDirectory: String? = nil,
    jsonPath: String? = nil, coveragePath: String? = nil, quick: Bool = false, filter: String? = nil,
    processes: Int? = nil
  ) {
    // Expanded and deduplicated here, so `--suite all --suite flow` runs the flow suite once.
    let named = Set(suites.flatMap(\.expanded))
    self.suites = BenchSuite.each.filter(named.contains)
    self.givenCycles = givenCycles
    self.outDirectory = outDirectory
    self.jsonPath = jsonPath
    self.coveragePath = coveragePath
    self.quick = quick
    self.filter = filter
    self.processes = processes
  }

  /// Whether the flow suite runs.
  package var runsFlow: Bool { suites.contains(.flow) }
  /// Whether the matrix suite runs.
  package var runsMatrix: Bool { suites.contains(.matrix) }

  /// The cycles of each scale run in the matrix: `--cycles`, else 200 (3 for `--quick`).
  package var cycles: Int { givenCycles ?? (quick ? Self.quickCycles : Self.defaultCycles) }

  /// Where results.md, .json and .html go: `--out`, else `docs` for a full
  /// run of every suite (the figures the repository publishes), else nowhere.
  package var resultsDirectory: String? {
    outDirectory ?? (!quick && suites == BenchSuite.each ? Self.defaultResultsDirectory : nil)
  }
}
