import ArchLabCLI

/// `archlab-bench`'s options and flag, each declared once: ``BenchCommand/spec``
/// lists them, and ``BenchMode`` and ``SuiteOptions`` read them typed.
enum BenchOptions {
  // The suites.
  static let suite: Option<[BenchSuite]> = .choices("suite", valueName: "name", help: "A suite to run.", default: .all)
  static let cycles: Option<Int?> = .integer(
    "cycles", valueName: "n",
    help: "Cycles of each scale run in the matrix (default: \(SuiteOptions.defaultCycles); "
      + "with --quick: \(SuiteOptions.quickCycles)).",
    in: 1...Int.max)
  static let out = text(
    "out", valueName: "dir",
    help: "Write results.md, .json and .html to dir (default: \(SuiteOptions.defaultResultsDirectory) "
      + "for a full run of every suite; nowhere otherwise).")
  static let json = text("json", valueName: "path", help: "Write the flow suite's own JSON (schema archlab-bench/1).")
  static let coverage = text(
    "coverage", valueName: "file",
    help: "llvm-cov JSON from `swift test --enable-code-coverage` (path: `swift test --show-codecov-path`), "
      + "for the coverage claim.")
  static let filter = text("filter", valueName: "text", help: "Only the flow benchmarks whose name contains text.")
  static let processes: Option<Int?> = .integer(
    "processes", valueName: "n",
    help: "Run the flow suite in n processes (at least 2), one after another, and report each ratio's "
      + "spread and each target's passes; exits 1 if a target failed in any.",
    in: 2...Int.max)
  static let quick = Flag("quick", help: "Smoke run: few samples and cycles; for CI, not for figures.")

  // The modes that run alone, and the options that go with them.
  static let lifecycleFuzz: Option<Int?> = .integer(
    "lifecycle-fuzz", valueName: "n", help: "Run n fuzz sequences in total instead of the suites.", in: 1...Int.max)
  static let seed = Option<UInt64>(
    OptionSpec(
      "seed", valueName: "s", help: "The first seed of --lifecycle-fuzz, decimal or 0x hex.",
      defaultValue: String(FuzzOptions.defaultSeed))
  ) { texts throws(CommandLineError) in
    let text = texts.last ?? String(FuzzOptions.defaultSeed)
    guard let seed = FuzzOptions.seed(parsing: text) else {
      throw .usage("--seed needs a decimal or 0x hexadecimal number, got '\(text)'")
    }
    return seed
  }
  static let feature = text(
    "feature", valueName: "feature", help: "Only this screen in --lifecycle-fuzz or --scale (profile, search, …).")
  static let variant = text(
    "variant", valueName: "variant", help: "Only this variant in --lifecycle-fuzz (a leaky one too).")
  static let linesTree: Option<Int?> = .integer(
    "lines-tree", valueName: "n", help: "Run the line-counting benchmark on n files instead of the suites.",
    in: 1...Int.max)
  static let runs: Option<Int> = .integer(
    "runs", valueName: "r", help: "Runs of each tool in --lines-tree.", in: 1...Int.max,
    default: LinesTreeOptions.defaultRuns)
  static let scale: Option<Int?> = .integer(
    "scale", valueName: "n", help: "Run the scale suite with n cycles per scenario instead of the suites.",
    in: 1...Int.max)

  /// A path or a name, when given; an empty one is as good as none.
  static func text(_ name: String, valueName: String, help: String) -> Option<String?> {
    Option<String?>.string(name, valueName: valueName, help: help).map { value throws(CommandLineError) in
      guard let value else { return nil }
      guard !value.isEmpty else { throw .missingValue(option: "--\(name)", allowedValues: []) }
      return value
    }
  }
}
