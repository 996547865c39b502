import Foundation

/// Geometry and drawing of an ``SVGBarChart``: where the plot sits, the
/// axis scale with round ticks, and the SVG elements.
struct SVGBarChartLayout {
  let chart: SVGBarChart
  let width = 760.0
  let rowHeight = 28.0
  let barHeight = 18.0

  var hasLegend: Bool { chart.series.count > 1 || chart.markerName != nil }
  var labelWidth: Double {
    let longest = chart.bars.map(\.label.count).max() ?? 0
    return min(260, max(90, Double(longest) * 7 + 16))
  }
  var valueWidth: Double {
    let longest = chart.bars.map { ($0.valueLabel ?? NumberFormat.number($0.total)).count }.max() ?? 0
    return min(220, max(60, Double(longest) * 7 + 16))
  }
  var plotX: Double { labelWidth }
  var plotWidth: Double { width - labelWidth - valueWidth }
  var top: Double { hasLegend ? 62 : 38 }
  var axisY: Double { top + Double(chart.bars.count) * rowHeight + 2 }
  var height: Double { axisY + 38 }

  /// The largest value drawn: a bar's total or a marker.
  var largest: Double {
    chart.bars.reduce(0) { max($0, $1.total, $1.marker ?? 0) }
  }

  /// A round tick step (1, 2 or 5 × 10ⁿ) giving about four ticks.
  var step: Double {
    guard largest > 0, largest.isFinite else { return 1 }
    let raw = largest / 4
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    let residual = raw / magnitude
    let factor: Double = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10
    return factor * magnitude
  }

  var axisMax: Double {
    guard largest > 0, largest.isFinite else { return 1 }
    return (largest / step).rounded(.up) * step
  }

  func x(_ value: Double) -> Double {
    plotX + plotWidth * min(max(value, 0), axisMax) / axisMax
  }

  static func f(_ value: Double) -> String { NumberFormat.fixed(value, digits: 1) }

  func tickLabel(_ value: Double) -> String {
    let digits = step >= 1 ? 0 : Int((-log10(step)).rounded(.up))
    return NumberFormat.fixed(value, digits: digits)
  }

  static func esc(_ text: String) -> String { HTMLEscape.escape(text) }

  func color(_ series: Int) -> String {
    SVGBarChart.palette[series % SVGBarChart.palette.count]
  }

  func svg() -> String {
    let id = Self.esc(chart.id)
    var out = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 \(Self.f(width)) \(Self.f(height))\""
        + " role=\"img\" aria-label=\"\(Self.esc(chart.title))\" aria-describedby=\"\(id)-desc\">",
      "<title id=\"\(id)-title\">\(Self.esc(chart.title))</title>",
      "<desc id=\"\(id)-desc\">\(Self.esc(chart.summary.isEmpty ? chart.title : chart.summary))</desc>",
      "<text class=\"chart-title\" x=\"0\" y=\"18\">\(Self.esc(chart.title))</text>",
    ]
    out += legend() + axis() + chart.bars.indices.map(bar)
    out.append("</svg>")
    return out.joined(separator: "\n")
  }

  func legend() -> [String] {
    guard hasLegend else { return [] }
    var out = ["<g class=\"legend\" aria-hidden=\"true\">"]
    var cursor = 0.0
    let y = 34.0
    if chart.series.count > 1 || chart.markerName != nil {
      for (index, name) in chart.series.enumerated() {
        out.append("<rect x=\"\(Self.f(cursor))\" y=\"\(Self.f(y))\" width=\"12\" height=\"12\" rx=\"2\" fill=\"\(color(index))\"/>")
        out.append("<text x=\"\(Self.f(cursor + 17))\" y=\"\(Self.f(y + 10.5))\">\(Self.esc(name))</text>")
        cursor += Double(name.count) * 7 + 36
      }
    }
    if let marker = chart.markerName {
      out.append("<line class=\"marker\" x1=\"\(Self.f(cursor + 6))\" x2=\"\(Self.f(cursor + 6))\" y1=\"\(Self.f(y - 1))\" y2=\"\(Self.f(y + 13))\"/>")
      out.append("<text x=\"\(Self.f(cursor + 17))\" y=\"\(Self.f(y + 10.5))\">\(Self.esc(marker))</text>")
    }
    out.append("</g>")
    return out
  }

  func axis() -> [String] {
    var out = ["<g class=\"axis\" aria-hidden=\"true\">"]
    let count = Int((axisMax / step).rounded())
    for index in 0...count {
      let value = Double(index) * step
      let tx = Self.f(x(value))
      out.append("<line class=\"grid\" x1=\"\(tx)\" x2=\"\(tx)\" y1=\"\(Self.f(top - 6))\" y2=\"\(Self.f(axisY))\"/>")
      out.append("<text class=\"tick\" x=\"\(tx)\" y=\"\(Self.f(axisY + 16))\" text-anchor=\"middle\">\(tickLabel(value))</text>")
    }
    out.append("<line class=\"baseline\" x1=\"\(Self.f(plotX))\" x2=\"\(Self.f(plotX + plotWidth))\" y1=\"\(Self.f(axisY))\" y2=\"\(Self.f(axisY))\"/>")
    if !chart.unit.isEmpty {
      out.append("<text class=\"unit\" x=\"\(Self.f(plotX + plotWidth))\" y=\"\(Self.f(axisY + 32))\" text-anchor=\"end\">\(Self.esc(chart.unit))</text>")
    }
    out.append("</g>")
    return out
  }

  func bar(_ index: Int) -> String {
    let bar = chart.bars[index]
    let y = top + Double(index) * rowHeight
    let value = bar.valueLabel ?? NumberFormat.number(bar.total)
    let parts = bar.segments.indices.map { i -> String in
      let name = i < chart.series.count ? chart.series[i] : "value"
      return "\(name) \(NumberFormat.number(bar.segments[i]))"
    }
    let unit = chart.unit.isEmpty ? "" : " " + chart.unit
    var detail = "\(bar.label): " + (parts.count == 1 ? value : parts.joined(separator: ", ") + ", total \(value)")
    if bar.valueLabel == nil, let marker = bar.marker {
      detail += ", \(chart.markerName ?? "marker") \(NumberFormat.number(marker))\(unit)"
    }
    let maxChars = max(4, Int((labelWidth - 16) / 7))
    let label = bar.label.count > maxChars ? String(bar.label.prefix(maxChars - 1)) + "…" : bar.label
    var out = [
      "<g class=\"bar\">",
      "<title>\(Self.esc(detail))</title>",
      "<text class=\"label\" x=\"\(Self.f(plotX - 8))\" y=\"\(Self.f(y + 13.5))\" text-anchor=\"end\">\(Self.esc(label))</text>",
    ]
    var start = 0.0
    for (series, segment) in bar.segments.enumerated() where segment > 0 {
      let x0 = x(start), x1 = x(start + segment)
      out.append("<rect x=\"\(Self.f(x0))\" y=\"\(Self.f(y))\" width=\"\(Self.f(max(x1 - x0, 0.5)))\" height=\"\(Self.f(barHeight))\" fill=\"\(color(series))\"/>")
      start += segment
    }
    var end = x(start)
    if let marker = bar.marker {
      let mx = Self.f(x(marker))
      out.append("<line class=\"marker\" x1=\"\(mx)\" x2=\"\(mx)\" y1=\"\(Self.f(y - 3))\" y2=\"\(Self.f(y + barHeight + 3))\"/>")
      end = max(end, x(marker))
    }
    out.append("<text class=\"value\" x=\"\(Self.f(end + 6))\" y=\"\(Self.f(y + 13.5))\">\(Self.esc(value))</text>")
    out.append("</g>")
    return out.joined(separator: "\n")
  }
}
