extension HTMLRenderer {
  /// The report's timings split in two: the micro benchmarks archlab-bench
  /// copied in (``BenchmarkSummary/timingPrefix``, prefix dropped) and the
  /// rest, the scenario and cancellation timings.
  static func splitTimings(_ timings: [TimingRow]) -> (micro: [TimingRow], scenario: [TimingRow]) {
    let prefix = BenchmarkSummary.timingPrefix
    let micro = timings.filter { $0.name.hasPrefix(prefix) }.map {
      TimingRow(name: String($0.name.dropFirst(prefix.count)), nanoseconds: $0.nanoseconds)
    }
    return (micro, timings.filter { !$0.name.hasPrefix(prefix) })
  }

  /// `report` with only `timings`, for the timings table of one section.
  static func replacingTimings(_ report: ArchLabReport, with timings: [TimingRow]) -> ArchLabReport {
    var copy = report
    copy.timings = timings
    return copy
  }

  /// Timings as bars (medians) with their p99 as a marker: one chart per
  /// band of like magnitude (``MagnitudeBands``), each in the unit that
  /// fits it, so 71 ns and 208 µs never share an axis. Unmeasured timings
  /// are left to the table.
  static func timingCharts(_ timings: [TimingRow]) -> [SVGBarChart] {
    let measured = timings.filter { $0.nanoseconds.count > 0 && $0.nanoseconds.median.isFinite }
    let bands = MagnitudeBands.bands(measured) { $0.nanoseconds.median }
    return bands.enumerated().map { index, band in
      let largest = band.map { max($0.nanoseconds.median, $0.nanoseconds.p99) }.max() ?? 0
      let (unit, scale): (String, Double) =
        largest >= 1_000_000 ? ("ms", 1_000_000) : largest >= 1_000 ? ("µs", 1_000) : ("ns", 1)
      let bars = band.map { row in
        SVGBarChart.Bar(
          label: row.name, segments: [row.nanoseconds.median / scale],
          marker: (row.nanoseconds.count >= ReportTables.percentileSamples
            ? row.nanoseconds.p99 : row.nanoseconds.max) / scale,
          valueLabel: NumberFormat.duration(nanoseconds: row.nanoseconds.median) + " ("
            + (row.nanoseconds.count >= ReportTables.percentileSamples ? "p99 " : "")
            + ReportTables.tail(row.nanoseconds) + ")")
      }
      let end = SVGBarChartLayout.axisMax(for: largest / scale)
      let title = bands.count == 1 ? "Timings" : "Timings up to \(NumberFormat.number(end)) \(unit)"
      return SVGBarChart(
        id: "chart-timings-\(index + 1)", title: title,
        summary: "Median of each timing as a bar, with the 99th percentile (the slowest sample where fewer than "
          + "100 were taken) as a marker, in \(unit).",
        series: ["median"], bars: bars, unit: unit, markerName: "p99 or max")
    }
  }

  /// Each micro benchmark's ratio against its floor, with a target's limit
  /// as a marker; one chart per band of like magnitude, so a 42× row does
  /// not flatten the 1–2× ones.
  static func ratioCharts(_ summary: BenchmarkSummary) -> [SVGBarChart] {
    let targets = Dictionary(summary.targets.map { ($0.row, $0) }, uniquingKeysWith: { first, _ in first })
    let limits = targets.mapValues(\.limit)
    let rows = summary.rows.compactMap { row in row.ratio.flatMap { $0.isFinite ? (row, $0) : nil } }
    let bands = MagnitudeBands.bands(rows) { max($0.1, limits[$0.0.name] ?? 0) }
    return bands.enumerated().map { index, band in
      let bars = band.map { row, ratio in
        let target = targets[row.name]
        let verdict = target.map { " (limit \(limitText($0.limit))\($0.pass ? "" : ", MISS"))" } ?? ""
        return SVGBarChart.Bar(
          label: row.name, segments: [ratio], marker: target?.limit, valueLabel: NumberFormat.ratio(ratio) + verdict)
      }
      let end = SVGBarChartLayout.axisMax(for: band.map { max($0.1, limits[$0.0.name] ?? 0) }.max() ?? 0)
      let title = bands.count == 1 ? "Ratio to the floor" : "Ratio to the floor, up to \(limitText(end))"
      return SVGBarChart(
        id: "chart-ratios-\(index + 1)", title: title,
        summary: "Each row's median over its floor's (a baseline row timed in the same process); 1 is as fast as "
          + "the floor. A thin line marks a target's limit.",
        series: ["ratio"], bars: bars, unit: "× the floor",
        markerName: band.contains { limits[$0.0.name] != nil } ? "target limit" : nil)
    }
  }

  /// A limit without needless zeros: `"2×"`, `"1.2×"`.
  static func limitText(_ limit: Double) -> String {
    var text = NumberFormat.fixed(limit, digits: 2)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text + "×"
  }
}
