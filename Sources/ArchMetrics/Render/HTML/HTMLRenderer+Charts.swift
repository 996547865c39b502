import ArchCodebase

extension HTMLRenderer {
  /// Lines by role, stacked, one colour per role. With several variants per
  /// feature, one chart per feature on a scale they share (so features
  /// compare too); otherwise one chart of every feature.
  static func linesCharts(_ report: ArchLabReport) -> [SVGBarChart] {
    guard !report.lines.isEmpty else { return [] }
    let roles = ReportTables.roles(report)
    let pairs = ReportTables.linePairs(report)
    let features = ReportTables.ordered(pairs.map(\.feature))
    func bar(_ pair: ReportTables.Pair, label: String) -> SVGBarChart.Bar {
      let segments = roles.map { Double(ReportTables.linesRow(report, pair, role: $0)?.code ?? 0) }
      return SVGBarChart.Bar(label: label, segments: segments, valueLabel: "\(Int(segments.reduce(0, +))) lines")
    }
    let summary = "Stacked code lines per role (\(roles.joined(separator: ", ")))"
    guard features.count > 1, features.count < pairs.count else {
      let oneFeature = features.count == 1 && pairs.count > 1
      let bars = pairs.map { bar($0, label: oneFeature ? $0.variant : "\($0.feature) / \($0.variant)") }
      return [
        SVGBarChart(
          id: "chart-lines", title: oneFeature ? "Lines by role: \(features[0])" : "Lines by role",
          summary: summary + ".", series: roles, bars: bars, unit: "code lines", showsLegend: false
        ).coloring(ReportTables.roleColors(roles))
      ]
    }
    let perFeature = features.map { feature in
      pairs.filter { $0.feature == feature }.map { bar($0, label: $0.variant) }
    }
    let shared = SVGBarChartLayout.axisMax(for: perFeature.joined().map(\.total).max() ?? 0)
    return features.indices.map { index in
      SVGBarChart(
        id: "chart-lines-\(index + 1)", title: "\(features[index]): lines by role",
        summary: summary + " for each variant of \(features[index]), on the scale of every feature's chart.",
        series: roles, bars: perFeature[index], unit: "code lines", axisMaximum: shared, showsLegend: false
      ).coloring(ReportTables.roleColors(roles))
    }
  }

  /// The leak kinds drawn apart, each on its own scale.
  static var leakKinds: [(title: String, unit: String, id: String, value: KeyPath<MatrixRow, Int>)] {
    [
      ("Live subscriptions", "subscriptions", "subscriptions", \.liveSubscriptions),
      ("Live tasks", "tasks", "tasks", \.liveTasks),
      ("Objects alive", "objects", "objects", \.objectsAlive),
      ("Renders after destroy", "renders", "renders", \.rendersAfterDestroy),
    ]
  }

  /// The matrix rows with anything left alive; the rest are zero throughout.
  static func leakingRows(_ report: ArchLabReport) -> [MatrixRow] {
    report.matrix.filter { row in leakKinds.contains { row[keyPath: $0.value] > 0 } }
  }

  /// One small chart per leak kind, each on its own scale, with a bar per
  /// leaking variant row, so 61 tasks show beside 10,708 renders. A zero
  /// is an empty track and `0`.
  static func leakCharts(_ report: ArchLabReport) -> [SVGBarChart] {
    let rows = leakingRows(report)
    guard !rows.isEmpty else { return [] }
    return leakKinds.map { kind in
      let values = rows.map { Double($0[keyPath: kind.value]) }
      let chart = SVGBarChart(
        id: "chart-leaks-\(kind.id)", title: kind.title,
        summary: "\(kind.title) after the scale runs, for each variant row that leaks anything, "
          + "on this kind's own scale.",
        series: [kind.unit],
        bars: zip(rows, values).map { .init(label: "\($0.feature) / \($0.variant)", segments: [$1]) },
        unit: kind.unit)
      return needsLogScale(values) ? chart.logarithmic() : chart
    }
  }

  /// Whether the largest of `values` is 100 times the smallest non-zero
  /// one, so a linear axis would draw the small ones as slivers.
  static func needsLogScale(_ values: [Double]) -> Bool {
    guard let smallest = values.filter({ $0 > 0 }).min(), let largest = values.max() else { return false }
    return largest >= 100 * smallest
  }

  /// The leak charts with their caption, or a sentence when nothing leaked;
  /// `nil` without a matrix.
  static func leaksFigure(_ report: ArchLabReport) -> String? {
    guard !report.matrix.isEmpty else { return nil }
    return figure(leakCharts(report), caption: leaksCaption(report))
      ?? "<p class=\"note\">Nothing leaked: no subscription, task or object is alive and nothing rendered after "
      + "destroy on any of the \(report.matrix.count) variant rows.</p>"
  }

  /// A figure of `charts` (small multiples when several), with an HTML
  /// legend of `series` where the charts share one; `nil` without charts.
  static func figure(
    _ charts: [SVGBarChart], legend series: [String] = [], colors: [Int]? = nil, caption: String
  ) -> String? {
    guard !charts.isEmpty else { return nil }
    var out = ["<figure>"]
    if !series.isEmpty {
      let items = series.enumerated().map { index, name in
        let color = (colors.map { index < $0.count ? $0[index] : index } ?? index) % SVGBarChart.palette.count
        return "<li><span class=\"swatch s\(color)\"></span>\(HTMLEscape.escape(name))</li>"
      }
      out.append("<ul class=\"legend\">" + items.joined() + "</ul>")
    }
    let svgs = charts.map { $0.svg() }.joined(separator: "\n")
    out.append(charts.count > 1 ? "<div class=\"multiples\">\n\(svgs)\n</div>" : svgs)
    out.append("<figcaption>\(HTMLEscape.escape(caption))</figcaption>")
    out.append("</figure>")
    return out.joined(separator: "\n")
  }

  /// Which bars the leak charts may have: those of the controls written to
  /// leak, and no other.
  static func leaksCaption(_ report: ArchLabReport) -> String {
    let drawn = leakingRows(report)
    let clean = report.matrix.count - drawn.count
    let controls = ReportTables.ordered(drawn.filter { $0.leaksOnPurpose == true }.map(\.variant))
    let unexpected = drawn.filter { $0.leaksOnPurpose == false }.map { "\($0.feature) / \($0.variant)" }
    var caption = "What is still alive after \(report.cycles) cycles of each scale run (rotation, pop, background "
      + "and process death scenarios, each screen opened again and again). Only rows with something alive are drawn."
    if !controls.isEmpty {
      caption += " The bars of \(controls.joined(separator: ", ")) must be there: these controls leak on purpose, "
        + "to show the probes catch it. Every other variant must have no bar at all."
    }
    if !unexpected.isEmpty { caption += " Not expected here: \(unexpected.joined(separator: ", "))." }
    if clean > 0 {
      caption += " The \(clean) variant row\(clean == 1 ? "" : "s") not drawn \(clean == 1 ? "is" : "are") zero on "
        + "all four; the table has every row."
    }
    let logarithmic = leakCharts(report).filter(\.isLogarithmic).map(\.title)
    caption += " Each kind has its own scale"
      + (logarithmic.isEmpty
        ? "." : "; \(logarithmic.joined(separator: ", ")) on a logarithmic one (0, 10, 100, 1k, …).")
    return caption
  }
}
