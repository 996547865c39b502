extension HTMLRenderer {
  /// The page's three charts; `nil` where the report has no figures for one.
  static func charts(_ report: ArchLabReport) -> (lines: SVGBarChart?, leaks: SVGBarChart?, timings: SVGBarChart?) {
    (linesChart(report), leaksChart(report), timingsChart(report))
  }

  /// Lines by role per variant: stacked bars, one colour per role.
  static func linesChart(_ report: ArchLabReport) -> SVGBarChart? {
    guard !report.lines.isEmpty else { return nil }
    let roles = ReportTables.roles(report)
    let bars = ReportTables.linePairs(report).map { pair in
      let segments = roles.map { Double(ReportTables.linesRow(report, pair, role: $0)?.code ?? 0) }
      return SVGBarChart.Bar(
        label: "\(pair.feature) / \(pair.variant)", segments: segments,
        valueLabel: "\(Int(segments.reduce(0, +))) lines")
    }
    return SVGBarChart(
      id: "chart-lines", title: "Lines by role per variant",
      summary: "Stacked code lines per role (\(roles.joined(separator: ", "))) for each feature and variant.",
      series: roles, bars: bars, unit: "code lines")
  }

  /// Leaks per variant: live subscriptions, objects alive and renders after destroy, stacked.
  static func leaksChart(_ report: ArchLabReport) -> SVGBarChart? {
    guard !report.matrix.isEmpty else { return nil }
    let bars = report.matrix.map { row in
      SVGBarChart.Bar(
        label: "\(row.feature) / \(row.variant)",
        segments: [Double(row.liveSubscriptions), Double(row.objectsAlive), Double(row.rendersAfterDestroy)])
    }
    return SVGBarChart(
      id: "chart-leaks", title: "Leaks per variant",
      summary: "Live subscriptions, objects alive and renders after destroy after the scale runs, per variant.",
      series: ["live subscriptions", "objects alive", "renders after destroy"], bars: bars, unit: "count")
  }

  /// Cancellation latency: each timing's median as a bar, its p99 as a thin marker.
  static func timingsChart(_ report: ArchLabReport) -> SVGBarChart? {
    guard !report.timings.isEmpty else { return nil }
    let largest = report.timings.map { max($0.nanoseconds.median, $0.nanoseconds.p99) }.max() ?? 0
    let (unit, scale): (String, Double) =
      largest >= 1_000_000 ? ("ms", 1_000_000) : largest >= 1_000 ? ("µs", 1_000) : ("ns", 1)
    let bars = report.timings.map { row in
      SVGBarChart.Bar(
        label: row.name, segments: [row.nanoseconds.median / scale], marker: row.nanoseconds.p99 / scale,
        valueLabel: NumberFormat.duration(nanoseconds: row.nanoseconds.median)
          + " (p99 " + NumberFormat.duration(nanoseconds: row.nanoseconds.p99) + ")")
    }
    return SVGBarChart(
      id: "chart-timings", title: "Cancellation latency",
      summary: "Median time of each timing as a bar, with the 99th percentile as a marker, in \(unit).",
      series: ["median"], bars: bars, unit: unit, markerName: "p99")
  }
}
