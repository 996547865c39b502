import Foundation

/// Geometry of an ``SVGBarChart``: title and legend lines, one row per bar
/// (its label lines, then the bar), the axis scale with round ticks.
///
/// Text widths are estimates (SVG cannot measure text before drawing it),
/// kept on the safe side so a line never runs past the chart's edge.
struct SVGBarChartLayout {
  /// A legend entry: a series swatch or the marker, and where it sits.
  struct LegendItem {
    var name: String
    /// The series' index; `nil` for the marker.
    var series: Int?
    var x: Double
    var y: Double
  }

  /// One bar's row: the label's lines, then the bar below them.
  struct Row {
    var labelLines: [String]
    var value: String
    var top: Double
    var barY: Double { top + SVGBarChartLayout.lineHeight * Double(labelLines.count) + 3 }
  }

  static let width = 360.0
  /// The average advance of a 13-unit label character, a little generous.
  static let charWidth = 7.0
  static let titleCharWidth = 8.0
  static let lineHeight = 16.0
  static let barHeight = 12.0
  static let rowGap = 11.0
  /// The shortest bar above zero, so a small figure beside a large one shows.
  static let minimumBar = 2.0

  let chart: SVGBarChart
  let titleLines: [String]
  let legend: [LegendItem]
  let rows: [Row]
  let axisY: Double
  let height: Double

  init(chart: SVGBarChart) {
    self.chart = chart
    let width = Self.width
    titleLines = SVGTextWrap.lines(chart.title, limit: Int(width / Self.titleCharWidth))
    var cursor = 6 + 18 * Double(titleLines.count)
    var legend: [LegendItem] = []
    if chart.showsLegend, chart.series.count > 1 || chart.markerName != nil {
      let names = chart.series.enumerated().map { ($1, Optional($0)) } + (chart.markerName.map { [($0, nil)] } ?? [])
      var x = 0.0
      for (name, series) in names {
        let itemWidth = 17 + Double(name.count) * Self.charWidth + 14
        if x > 0, x + itemWidth > width {
          x = 0
          cursor += 18
        }
        legend.append(LegendItem(name: name, series: series, x: x, y: cursor))
        x += itemWidth
      }
      cursor += 26
    }
    self.legend = legend
    var rows: [Row] = []
    for (bar, label) in zip(chart.bars, Self.distinctLabels(chart.bars.map(\.label))) {
      let value = bar.valueLabel ?? NumberFormat.number(bar.total)
      let room = width - Double(value.count) * Self.charWidth - 12
      let row = Row(labelLines: SVGTextWrap.lines(label, limit: Int(room / Self.charWidth)), value: value, top: cursor)
      rows.append(row)
      cursor = row.barY + Self.barHeight + Self.rowGap
    }
    self.rows = rows
    axisY = cursor - Self.rowGap + 6
    height = axisY + (chart.unit.isEmpty ? 20 : 34)
  }

  /// `labels` with a repeat numbered, `"x"`, `"x (2)"`, so no two bars read alike.
  static func distinctLabels(_ labels: [String]) -> [String] {
    var seen: [String: Int] = [:]
    return labels.map { label in
      seen[label, default: 0] += 1
      let count = seen[label] ?? 1
      return count == 1 ? label : "\(label) (\(count))"
    }
  }

  /// The largest value drawn: a bar's total or a marker.
  var largest: Double {
    chart.bars.reduce(0) { max($0, $1.total, $1.marker ?? 0) }
  }

  /// A round tick step (1, 2 or 5 × 10ⁿ) giving about four ticks.
  var step: Double { Self.step(spanning: chart.axisMaximum ?? largest) }

  /// The axis end: the chart's own, else the largest value rounded up to a step.
  var axisMax: Double {
    if let given = chart.axisMaximum, given > 0, given.isFinite { return given }
    if chart.isLogarithmic { return pow(10, max(1, log10(max(largest, 1)).rounded(.up))) }
    return Self.axisMax(for: largest)
  }

  /// The values the axis marks: every step on a linear axis; 0 and each
  /// power of ten on a logarithmic one.
  var ticks: [Double] {
    if chart.isLogarithmic {
      let decades = Int(log10(axisMax).rounded(.down))
      return [0] + (1...max(1, decades)).map { pow(10, Double($0)) }
    }
    let count = Int((axisMax / step + 1e-9).rounded(.down))
    return (0...count).map { Double($0) * step }
  }

  /// A round tick step (1, 2 or 5 × 10ⁿ) giving about four ticks up to `span`.
  static func step(spanning span: Double) -> Double {
    guard span > 0, span.isFinite else { return 1 }
    let raw = span / 4
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    let residual = raw / magnitude
    let factor: Double = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10
    return factor * magnitude
  }

  /// The axis end a chart whose largest value is `largest` gets: that value
  /// rounded up to a tick step; 1 for nothing to draw.
  static func axisMax(for largest: Double) -> Double {
    guard largest > 0, largest.isFinite else { return 1 }
    let step = step(spanning: largest)
    return (largest / step).rounded(.up) * step
  }

  /// The x of `value` on the axis, clamped to it.
  func x(_ value: Double) -> Double {
    let clamped = min(max(value, 0), axisMax)
    if chart.isLogarithmic { return Self.width * log10(1 + clamped) / log10(1 + axisMax) }
    return Self.width * clamped / axisMax
  }

  /// A tick's text: `"0.5"`, `"40"`; on an axis that reaches 10,000, every
  /// tick from 1,000 on in thousands (`"5k"`, `"10k"`; `"20M"` in millions),
  /// so six-figure ticks do not run into each other on a phone and one axis
  /// never mixes `5000` with `10k`.
  func tickLabel(_ value: Double) -> String {
    if axisMax >= 10_000_000, value >= 1_000_000 { return NumberFormat.number(value / 1_000_000) + "M" }
    if axisMax >= 10_000, value >= 1_000 { return NumberFormat.number(value / 1_000) + "k" }
    let digits = step >= 1 ? 0 : Int((-log10(step)).rounded(.up))
    return NumberFormat.fixed(value, digits: digits)
  }

  func color(_ series: Int) -> String {
    SVGBarChart.palette[paletteIndex(series)]
  }

  /// The CSS class of a series' colour, `s0`, `s1`, … (as many as the palette).
  func colorClass(_ series: Int) -> String {
    "s\(paletteIndex(series))"
  }

  func paletteIndex(_ series: Int) -> Int {
    let colors = chart.seriesColors ?? []
    return (series < colors.count ? colors[series] : series) % SVGBarChart.palette.count
  }
}
