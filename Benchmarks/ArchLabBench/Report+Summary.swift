import ArchMetrics

extension Report {
  /// The figures results.html shows in its "Micro benchmarks" section: the
  /// rows and targets as results.md has them, where they ran and how they
  /// were sampled, and for a smoke run a first note saying so.
  var summary: BenchmarkSummary {
    BenchmarkSummary(
      rows: benchmarks.map {
        BenchmarkSummary.Row(name: $0.name, unit: $0.unit, median: $0.median, baseline: $0.baseline, ratio: $0.ratio)
      },
      targets: targets.map {
        BenchmarkSummary.Target(title: $0.title, row: $0.row, limit: $0.limit, ratio: $0.ratio, pass: $0.pass)
      },
      machine: "\(machine.summary), \(configuration.build) build" + (machine.load.map { ", load \($0)" } ?? "")
        + "; " + samplingDescription,
      date: machine.date,
      notes: (smokeRunWarning.map { [$0] } ?? []) + notes)
  }
}
