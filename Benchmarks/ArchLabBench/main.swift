import Foundation

// archlab-bench: micro benchmarks of ArchFlow against raw baselines,
// AsyncStream and Observation, in one process. Markdown on stdout, progress
// on stderr, optional JSON. See `--help`.

let usage = """
  USAGE: archlab-bench [--suite NAME]... [--json PATH] [--quick] [--filter TEXT]

  Runs micro benchmarks in one process: each is warmed up and calibrated
  (iterations doubled until a sample takes ≥ 50 ms), then samples are taken
  round-robin across benchmarks. Prints a Markdown table (median, min, max,
  ratio to the matching baseline) and the targets' PASS/MISS on stdout;
  progress goes to stderr.

  OPTIONS:
    --suite NAME   Run only this suite (repeatable); default: all.
                   Suites: \(Suites.all.map(\.name).joined(separator: ", ")), all.
    --json PATH    Also write the results as JSON (schema archlab-bench/1) to PATH.
    --quick        Smoke run: 3 samples of ≥ 1 ms each; for CI, not for figures.
    --filter TEXT  Run only benchmarks whose name contains TEXT (for profiling;
                   rows whose baseline did not run show no ratio).
    -h, --help     Show this help.

  EXAMPLE:
    swift run -c release archlab-bench --suite flow --json results/flow.json

  SUITES:
  \(Suites.all.map { "  \($0.name): \($0.summary)" }.joined(separator: "\n"))
  """

struct Options {
  var suites: [Suite] = []
  var jsonPath: String?
  var quick = false
  var filter: String?
}

/// Every name `--suite` accepts.
nonisolated var suiteNames: String { (Suites.all.map(\.name) + ["all"]).joined(separator: ", ") }

struct UsageError: Error {
  let message: String
}

func parseArguments(_ arguments: [String]) throws(UsageError) -> Options? {
  var options = Options()
  var remaining = arguments[...]
  while let argument = remaining.popFirst() {
    switch argument {
    case "-h", "--help":
      return nil
    case "--quick":
      options.quick = true
    case "--json":
      guard let path = remaining.popFirst(), !path.isEmpty, !path.hasPrefix("-") else {
        throw UsageError(message: "--json needs a file path, e.g. --json results.json")
      }
      options.jsonPath = path
    case "--filter":
      guard let text = remaining.popFirst(), !text.isEmpty else {
        throw UsageError(message: "--filter needs some text, e.g. --filter StateFlow.emit")
      }
      options.filter = text
    case "--suite":
      guard let name = remaining.popFirst(), !name.hasPrefix("-") else {
        throw UsageError(message: "--suite needs a name (\(suiteNames))")
      }
      if name == "all" {
        options.suites += Suites.all
      } else if let suite = Suites.named(name) {
        options.suites.append(suite)
      } else {
        throw UsageError(message: "unknown suite '\(name)' (available: \(suiteNames))")
      }
    default:
      let kind = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
      throw UsageError(message: "\(kind) '\(argument)' (see --help)")
    }
  }
  if options.suites.isEmpty { options.suites = Suites.all }
  var seen = Set<String>()
  options.suites = options.suites.filter { seen.insert($0.name).inserted }
  return options
}

func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

let options: Options
do {
  guard let parsed = try parseArguments(Array(CommandLine.arguments.dropFirst())) else {
    print(usage)
    exit(0)
  }
  options = parsed
} catch {
  printError("archlab-bench: error: \(error.message)")
  exit(2)
}

#if DEBUG
let buildKind = "debug"
#else
let buildKind = "release"
#endif

let configuration: RunConfiguration = options.quick ? .quick : .full
let plans = options.suites.map { $0.makePlan(configuration) }
let runner = BenchmarkRunner(configuration: configuration, progress: printError)
let selected = plans.flatMap(\.benchmarks).filter { options.filter.map($0.name.contains) ?? true }
if selected.isEmpty {
  printError("archlab-bench: error: no benchmark name contains '\(options.filter ?? "")'")
  exit(2)
}
let measurements = await runner.run(selected)
let report = Report(
  measurements: measurements, plans: plans, notes: plans.flatMap { $0.notes() },
  configuration: .init(
    suites: options.suites.map(\.name), quick: configuration.isQuick, build: buildKind,
    samples: configuration.samples,
    minimumSampleMilliseconds: configuration.minimumSampleTime.nanoseconds / 1e6),
  machine: .current)

print(report.markdown, terminator: "")
if let path = options.jsonPath {
  do {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try report.json().write(to: url)
    printError("wrote \(path)")
  } catch {
    printError("archlab-bench: error: cannot write \(path): \(error)")
    exit(1)
  }
}
