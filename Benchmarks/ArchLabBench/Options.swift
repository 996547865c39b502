import Foundation

let usage = """
  USAGE: archlab-bench [--suite NAME]... [--cycles N] [--out DIR] [--json PATH]
                       [--coverage FILE] [--quick] [--filter TEXT]
         archlab-bench --lifecycle-fuzz N [--seed S] [--feature F] [--variant V]
         archlab-bench --lines-tree N [--runs R]
         archlab-bench --scale N

  OVERVIEW: Runs ArchLab's measurements in one process and reports them.

    flow     ArchFlow's micro benchmarks against raw baselines, AsyncStream and
             Observation: each warmed up, calibrated (iterations doubled until a
             sample takes ≥ 50 ms), then sampled round-robin; medians and ratios.
    matrix   Every screen × variant of the feature suite: lines by role, every
             scenario, the rotation, pop, background and process-death
             scenarios each run --cycles times on one host (leaks, wasted
             requests, duplicate requests, time to cancel), cancellation and
             scenario timings, and the article's claims with verdicts.

  lifecycle fuzz (a separate mode): N random lifecycle sequences in total,
             split evenly over every screen × disciplined variant, each checked
             for renders after destroy, the reference model's final frame and
             clean probes. Sequence i of a pair uses seed S + i, so a failing
             seed replays alone. Exits 1 if any sequence failed.

  lines tree (a separate mode): generates a tree of N Swift, Kotlin and Java
             files of 200 lines (iOS and Android names) and a tree of N/10, and
             times archlab loc and archlab claims on each (the library calls,
             in this process) against cloc when /usr/bin/cloc is installed;
             medians of R runs (default 3), ratios, bytes the result keeps.

  scale (a separate mode): the scale scenarios of mvp and mvvm-flow on every
             screen, N/100 and N cycles each (the issue's figure: 100000), against
             two floors (the same steps on a view that does nothing, and a bare
             host rotate): µs per cycle, growth between the two sizes, bytes kept
             per cycle, and the targets met.

  A full run (no --quick) of both writes docs/results.md, docs/results.json
  and docs/results.html; Markdown goes to stdout, progress to stderr. A
  matrix row that fails (a scenario, a control not caught as declared, a
  mismatched step at scale) makes the run exit 1, after everything is written.

  OPTIONS:
    --suite NAME     flow, matrix or all (repeatable; default: all).
    --cycles N       Cycles of each scale run (default: 200; quick: 3).
    --out DIR        Write results.md, .json and .html to DIR (default: docs
                     for a full run of all suites; nothing otherwise).
    --json PATH      Write the flow suite's own JSON (schema archlab-bench/1).
    --coverage FILE  llvm-cov JSON from `swift test --enable-code-coverage`
                     (path: `swift test --show-codecov-path`), for the coverage claim.
    --quick          Smoke run: few samples and cycles; for CI, not for figures.
    --filter TEXT    Only flow benchmarks whose name contains TEXT.
    --lifecycle-fuzz N  Run N fuzz sequences in total instead of the suites.
    --seed S         The first seed, decimal or 0x hex (default: 0).
    --feature F      Only the screen F (profile, search, …).
    --variant V      Only the variant V (a leaky one too, if named).
    --lines-tree N   Run the line-counting benchmark on N files instead.
    --runs R         Runs of each tool in --lines-tree (default: 3).
    --scale N        Run the scale suite with N cycles per scenario instead.
    -h, --help       Show this help.

  EXAMPLES:
    swift run -c release archlab-bench
    swift run -c release archlab-bench --suite matrix --cycles 1000 --out /tmp/run
    swift run archlab-bench --quick
    swift run -c release archlab-bench --lifecycle-fuzz 100000
    swift run -c release archlab-bench --lifecycle-fuzz 1 --seed 0x2a --feature search --variant mvp
    swift run -c release archlab-bench --lines-tree 10000
    swift run -c release archlab-bench --scale 100000
  """

struct Options {
  var suites: [Suite] = []
  var matrix = false
  var cycles: Int?
  var outDirectory: String?
  var jsonPath: String?
  var coveragePath: String?
  var quick = false
  var filter: String?
  /// `--lifecycle-fuzz`: run this mode instead of the suites.
  var lifecycleFuzz: LifecycleFuzzRun?
  /// `--lines-tree`: run this mode instead of the suites.
  var linesTree: LinesTreeRun?
  /// `--scale`: run this mode instead of the suites.
  var scale: ScaleRun?
}

/// Every name `--suite` accepts.
nonisolated var suiteNames: String { (Suites.all.map(\.name) + ["matrix", "all"]).joined(separator: ", ") }

struct UsageError: Error {
  let message: String
}

func parseArguments(_ arguments: [String]) throws(UsageError) -> Options? {
  var options = Options()
  var named = false
  var remaining = arguments[...]
  var fuzzCount: Int?
  var fuzzSeed: UInt64?
  var fuzzFeature: String?
  var fuzzVariant: String?
  var treeFiles: Int?
  var treeRuns: Int?
  var scaleCycles: Int?
  func value(for option: String, example: String) throws(UsageError) -> String {
    guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
      throw UsageError(message: "\(option) needs a value, e.g. \(option) \(example)")
    }
    return value
  }
  while let argument = remaining.popFirst() {
    switch argument {
    case "-h", "--help":
      return nil
    case "--quick":
      options.quick = true
    case "--json":
      options.jsonPath = try value(for: argument, example: "flow.json")
    case "--out":
      options.outDirectory = try value(for: argument, example: "docs")
    case "--coverage":
      options.coveragePath = try value(for: argument, example: "\"$(swift test --show-codecov-path)\"")
    case "--filter":
      options.filter = try value(for: argument, example: "StateFlow.emit")
    case "--cycles":
      let text = try value(for: argument, example: "200")
      guard let cycles = Int(text), cycles > 0 else {
        throw UsageError(message: "--cycles needs a whole number of at least 1, got '\(text)'")
      }
      options.cycles = cycles
    case "--lifecycle-fuzz":
      let text = try value(for: argument, example: "100000")
      guard let count = Int(text), count > 0 else {
        throw UsageError(message: "--lifecycle-fuzz needs a whole number of at least 1, got '\(text)'")
      }
      fuzzCount = count
    case "--seed":
      let text = try value(for: argument, example: "0x2a")
      let hex = text.lowercased().hasPrefix("0x")
      guard let seed = hex ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text) else {
        throw UsageError(message: "--seed needs a decimal or 0x hexadecimal number, got '\(text)'")
      }
      fuzzSeed = seed
    case "--feature":
      fuzzFeature = try value(for: argument, example: "search")
    case "--variant":
      fuzzVariant = try value(for: argument, example: "mvp")
    case "--scale":
      let text = try value(for: argument, example: "100000")
      guard let n = Int(text), n >= 1 else {
        throw UsageError(message: "--scale needs a whole number of at least 1, got '\(text)'")
      }
      scaleCycles = n
    case "--lines-tree", "--runs":
      let text = try value(for: argument, example: "10000")
      guard let n = Int(text), n >= 1 else {
        throw UsageError(message: "\(argument) needs a whole number of at least 1, got '\(text)'")
      }
      if argument == "--runs" { treeRuns = n } else { treeFiles = n }
    case "--suite":
      let name = try value(for: argument, example: "matrix")
      named = true
      switch name {
      case "all":
        options.suites += Suites.all
        options.matrix = true
      case "matrix":
        options.matrix = true
      default:
        guard let suite = Suites.named(name) else {
          throw UsageError(message: "unknown suite '\(name)' (available: \(suiteNames))")
        }
        options.suites.append(suite)
      }
    default:
      let kind = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
      throw UsageError(message: "\(kind) '\(argument)' (see --help)")
    }
  }
  if let scaleCycles {
    guard !named, fuzzCount == nil, treeFiles == nil else {
      throw UsageError(message: "--scale runs alone; drop --suite, --lines-tree and --lifecycle-fuzz")
    }
    options.scale = ScaleRun(cycles: scaleCycles)
    return options
  }
  if let treeFiles {
    guard !named, fuzzCount == nil else {
      throw UsageError(message: "--lines-tree runs alone; drop --suite and --lifecycle-fuzz")
    }
    options.linesTree = LinesTreeRun(files: treeFiles, runs: treeRuns ?? 3)
    return options
  }
  if treeRuns != nil { throw UsageError(message: "--runs goes with --lines-tree N") }
  if let fuzzCount {
    guard !named else { throw UsageError(message: "--lifecycle-fuzz runs instead of the suites; drop --suite") }
    options.lifecycleFuzz = LifecycleFuzzRun(
      count: fuzzCount, seed: fuzzSeed ?? 0, feature: fuzzFeature, variant: fuzzVariant)
    return options
  }
  if fuzzSeed != nil || fuzzFeature != nil || fuzzVariant != nil {
    throw UsageError(message: "--seed, --feature and --variant go with --lifecycle-fuzz N")
  }
  if !named {
    options.suites = Suites.all
    options.matrix = true
  }
  var seen = Set<String>()
  options.suites = options.suites.filter { seen.insert($0.name).inserted }
  if options.outDirectory == nil && !options.quick && options.matrix && options.suites.count == Suites.all.count {
    options.outDirectory = "docs"
  }
  return options
}

func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
