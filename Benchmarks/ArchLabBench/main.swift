import ArchMetrics
import Foundation

// archlab-bench: ArchFlow's micro benchmarks and the feature suite's
// measurements in one process. Markdown on stdout, progress on stderr,
// results files on request (by default for a full run). See `--help`.

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

if let fuzz = options.lifecycleFuzz {
  do {
    exit(try fuzz.run())
  } catch {
    printError("archlab-bench: error: \(error.message)")
    exit(2)
  }
}

if let scale = options.scale {
  exit(scale.run())
}

if let tree = options.linesTree {
  do {
    exit(try tree.run())
  } catch {
    printError("archlab-bench: error: \(error)")
    exit(1)
  }
}

let configuration: RunConfiguration = options.quick ? .quick : .full
var flowReport: Report?
var flowTimings: [TimingRow] = []
if !options.suites.isEmpty {
  let plans = options.suites.map { $0.makePlan(configuration) }
  let runner = BenchmarkRunner(configuration: configuration, progress: printError)
  let selected = plans.flatMap(\.benchmarks).filter { options.filter.map($0.name.contains) ?? true }
  if selected.isEmpty {
    printError("archlab-bench: error: no benchmark name contains '\(options.filter ?? "")'")
    exit(2)
  }
  let measurements = await runner.run(selected)
  flowTimings = measurements.filter { $0.benchmark.unit.hasPrefix("ns/") }.map {
    TimingRow(name: BenchmarkSummary.timingPrefix + $0.benchmark.name, nanoseconds: SampleSummary($0.samples))
  }
  flowReport = Report(
    measurements: measurements, plans: plans, notes: plans.flatMap { $0.notes() },
    configuration: .init(
      suites: options.suites.map(\.name), quick: configuration.isQuick, build: buildKind,
      samples: configuration.samples,
      minimumSampleMilliseconds: configuration.minimumSampleTime.nanoseconds / 1e6),
    machine: .current)
}

var archLabReport: ArchLabReport?
if options.matrix {
  do {
    archLabReport = try MatrixRun(options: options, flowTimings: flowTimings).run()
    archLabReport?.provenance = .current()
  } catch {
    printError("archlab-bench: error: \(error)")
    exit(1)
  }
}

let markdown = ResultsPage(flow: flowReport, archLab: archLabReport, buildKind: buildKind).markdown
print(markdown, terminator: "")
do {
  if let path = options.jsonPath, let flowReport {
    try write(flowReport.json(), to: path)
  }
  if let directory = options.outDirectory {
    try write(Data(markdown.utf8), to: "\(directory)/results.md")
    if let archLabReport {
      try write(JSONRenderer().data(archLabReport), to: "\(directory)/results.json")
      // The page shows the micro benchmarks' targets and ratios too, which only the flow report has.
      let page = HTMLRenderer(benchmarks: flowReport?.summary).render(archLabReport)
      try write(Data(page.utf8), to: "\(directory)/results.html")
    }
  }
} catch {
  printError("archlab-bench: error: \(error)")
  exit(1)
}

// A matrix row that failed makes the run fail, after everything is written,
// as `archlab compare` does.
if let failures = archLabReport?.failures, !failures.isEmpty {
  printError("archlab-bench: \(failures.count) variant row\(failures.count == 1 ? "" : "s") failed:")
  for line in failures { printError("  \(line)") }
  exit(1)
}

/// Writes `data` to `path` through a temporary file, so a failed run never
/// leaves half a file behind.
func write(_ data: Data, to path: String) throws {
  let url = URL(fileURLWithPath: path)
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try data.write(to: url, options: .atomic)
  printError("wrote \(path)")
}
