import ArchLabBenchOptions
import ArchLabCLI
import ArchMetrics
import Foundation

// archlab-bench: ArchFlow's micro benchmarks and the feature suite's
// measurements in one process. Markdown on stdout, progress on stderr,
// results files on request (by default for a full run). See `--help`.

let options: SuiteOptions
do throws(CommandLineError) {
  switch try BenchCommand.parse(Array(CommandLine.arguments.dropFirst())) {
  case .help(let text):
    print(text, terminator: "")
    exit(0)
  case .run(.lifecycleFuzz(let fuzz)):
    exit(try LifecycleFuzzRun(count: fuzz.count, seed: fuzz.seed, feature: fuzz.feature, variant: fuzz.variant).run())
  case .run(.scale(let cycles, let feature)):
    exit(try ScaleRun(cycles: cycles, feature: feature).run())
  case .run(.linesTree(let tree)):
    do {
      exit(try LinesTreeRun(files: tree.files, runs: tree.runs).run())
    } catch {
      printError("archlab-bench: \(error)")
      exit(1)
    }
  case .run(.suites(let suites)):
    if let processes = suites.processes {
      exit(SpreadRun(processes: processes, quick: suites.quick, filter: suites.filter).run())
    }
    options = suites
  }
} catch {
  // As `archlab` reports a usage mistake: one line, exit code 2.
  printError("archlab-bench: \(error)")
  exit(error.exitCode)
}

let configuration: RunConfiguration = options.quick ? .quick : .full
var flowReport: Report?
var flowTimings: [TimingRow] = []
let flowSuites = Suites.all.filter { suite in options.suites.contains { $0.rawValue == suite.name } }
if !flowSuites.isEmpty {
  let plans = flowSuites.map { $0.makePlan(configuration) }
  let runner = BenchmarkRunner(configuration: configuration, progress: printError)
  let selected = plans.flatMap(\.benchmarks).filter { options.filter.map($0.name.contains) ?? true }
  if selected.isEmpty {
    printError("archlab-bench: no benchmark name contains '\(options.filter ?? "")'")
    exit(2)
  }
  let measurements = await runner.run(selected)
  flowTimings = measurements.filter { $0.benchmark.unit.hasPrefix("ns/") }.map {
    TimingRow(name: BenchmarkSummary.timingPrefix + $0.benchmark.name, nanoseconds: SampleSummary($0.samples))
  }
  flowReport = Report(
    measurements: measurements, plans: plans, notes: plans.flatMap { $0.notes() },
    configuration: .init(
      suites: flowSuites.map(\.name), quick: configuration.isQuick, build: MachineDescription.build,
      samples: configuration.samples,
      minimumSampleMilliseconds: configuration.minimumSampleTime.nanoseconds / 1e6),
    machine: .current)
}

var archLabReport: ArchLabReport?
if options.runsMatrix {
  do {
    archLabReport = try MatrixRun(options: options, flowTimings: flowTimings).run()
    archLabReport?.provenance = .current()
  } catch {
    printError("archlab-bench: \(error)")
    exit(1)
  }
}

let markdown = ResultsPage(flow: flowReport, archLab: archLabReport).markdown
print(markdown, terminator: "")
do {
  if let path = options.jsonPath, let flowReport {
    try write(flowReport.json(), to: path)
  }
  if let directory = options.resultsDirectory {
    try write(Data(markdown.utf8), to: "\(directory)/results.md")
    if let archLabReport {
      try write(JSONRenderer().data(archLabReport), to: "\(directory)/results.json")
      // The page shows the micro benchmarks' targets and ratios too, which only the flow report has.
      let page = HTMLRenderer(benchmarks: flowReport?.summary).render(archLabReport)
      try write(Data(page.utf8), to: "\(directory)/results.html")
    }
  }
} catch {
  printError("archlab-bench: \(error)")
  exit(1)
}

// A matrix row that failed makes the run fail, after everything is written,
// as `archlab compare` does.
if let failures = archLabReport?.failures, !failures.isEmpty {
  printError("archlab-bench: \(failures.count) variant row\(failures.count == 1 ? "" : "s") failed:")
  for line in failures { printError("  \(line)") }
  exit(1)
}

/// Writes `data` to `path` whole or not at all (``AtomicFile``), creating
/// its folder first: `--out` may name a new one.
func write(_ data: Data, to path: String) throws {
  let url = URL(fileURLWithPath: path)
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try AtomicFile.write(data, to: url)
  printError("wrote \(path)")
}
