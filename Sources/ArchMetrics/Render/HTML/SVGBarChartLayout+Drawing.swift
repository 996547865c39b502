import ArchCodebase

extension SVGBarChartLayout {
  static func f(_ value: Double) -> String { NumberFormat.fixed(value, digits: 1) }

  static func esc(_ text: String) -> String { HTMLEscape.escape(text) }

  func svg() -> String {
    let id = Self.esc(chart.id)
    let (w, h) = (Self.f(Self.width), Self.f(height))
    var out = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\"\(w)\" height=\"\(h)\""
        + " viewBox=\"0 0 \(w) \(h)\" role=\"img\" aria-label=\"\(Self.esc(chart.title))\""
        + " aria-describedby=\"\(id)-desc\">",
      "<title id=\"\(id)-title\">\(Self.esc(chart.title))</title>",
      "<desc id=\"\(id)-desc\">\(Self.esc(chart.summary.isEmpty ? chart.title : chart.summary))</desc>",
      "<text class=\"chart-title\" x=\"0\" y=\"15\">\(tspans(titleLines, lineHeight: 18))</text>",
    ]
    out += legendElements() + rows.indices.map(row) + axis()
    out.append("</svg>")
    return out.joined(separator: "\n")
  }

  /// Lines as `<tspan>`s under one another; a line's trailing space stays
  /// inside it, so the text of the element is the text given.
  func tspans(_ lines: [String], lineHeight: Double) -> String {
    guard lines.count > 1 else { return Self.esc(lines.first ?? "") }
    return lines.enumerated().map { index, line in
      "<tspan x=\"0\" dy=\"\(index == 0 ? "0" : Self.f(lineHeight))\">\(Self.esc(line))</tspan>"
    }.joined()
  }

  func legendElements() -> [String] {
    guard !legend.isEmpty else { return [] }
    var out = ["<g class=\"legend\" aria-hidden=\"true\">"]
    for item in legend {
      let (x, y) = (item.x, item.y)
      if let series = item.series {
        out.append(
          "<rect class=\"swatch \(colorClass(series))\" x=\"\(Self.f(x))\" y=\"\(Self.f(y))\""
            + " width=\"11\" height=\"11\" rx=\"2\" fill=\"\(color(series))\"/>")
      } else {
        out.append(
          "<line class=\"marker\" x1=\"\(Self.f(x + 5))\" x2=\"\(Self.f(x + 5))\" y1=\"\(Self.f(y - 2))\""
            + " y2=\"\(Self.f(y + 13))\" stroke=\"#1f2328\" stroke-width=\"2\"/>")
      }
      out.append("<text x=\"\(Self.f(x + 16))\" y=\"\(Self.f(y + 10))\">\(Self.esc(item.name))</text>")
    }
    out.append("</g>")
    return out
  }

  func axis() -> [String] {
    var out = ["<g class=\"axis\" aria-hidden=\"true\">"]
    let y = Self.f(axisY)
    out.append(
      "<line class=\"baseline\" x1=\"0\" x2=\"\(Self.f(Self.width))\" y1=\"\(y)\" y2=\"\(y)\" stroke=\"#8c959f\"/>")
    for (index, value) in ticks.enumerated() {
      let tx = Self.f(x(value))
      let anchor = index == 0 ? "start" : (x(value) >= Self.width - 12 ? "end" : "middle")
      out.append(
        "<line class=\"tick-mark\" x1=\"\(tx)\" x2=\"\(tx)\" y1=\"\(y)\" y2=\"\(Self.f(axisY + 4))\""
          + " stroke=\"#8c959f\"/>")
      out.append(
        "<text class=\"tick\" x=\"\(tx)\" y=\"\(Self.f(axisY + 16))\" text-anchor=\"\(anchor)\">"
          + "\(tickLabel(value))</text>")
    }
    if !chart.unit.isEmpty {
      out.append(
        "<text class=\"unit\" x=\"\(Self.f(Self.width))\" y=\"\(Self.f(axisY + 30))\" text-anchor=\"end\">"
          + "\(Self.esc(chart.unit))</text>")
    }
    out.append("</g>")
    return out
  }

  /// What a bar's tooltip says: its full label and every figure.
  func detail(_ bar: SVGBarChart.Bar, value: String) -> String {
    let parts = bar.segments.indices.map { i -> String in
      let name = i < chart.series.count ? chart.series[i] : "value"
      return "\(name) \(NumberFormat.number(bar.segments[i]))"
    }
    let unit = chart.unit.isEmpty ? "" : " " + chart.unit
    var detail = "\(bar.label): " + (parts.count == 1 ? value : parts.joined(separator: ", ") + ", total \(value)")
    if bar.valueLabel == nil, let marker = bar.marker {
      detail += ", \(chart.markerName ?? "marker") \(NumberFormat.number(marker))\(unit)"
    }
    return detail
  }

  func row(_ index: Int) -> String {
    let bar = chart.bars[index]
    let row = rows[index]
    let f = Self.f
    let baseline = row.top + 12
    var out = [
      "<g class=\"row\">",
      "<title>\(Self.esc(detail(bar, value: row.value)))</title>",
      "<text class=\"label\" x=\"0\" y=\"\(f(baseline))\">"
        + "\(tspans(row.labelLines, lineHeight: Self.lineHeight))</text>",
      "<text class=\"value\" x=\"\(f(Self.width))\" y=\"\(f(baseline))\" text-anchor=\"end\">"
        + "\(Self.esc(row.value))</text>",
      "<rect class=\"track\" x=\"0\" y=\"\(f(row.barY))\" width=\"\(f(Self.width))\" height=\"\(f(Self.barHeight))\""
        + " rx=\"2\" fill=\"#eef1f4\"/>",
    ]
    var start = 0.0
    var sum = 0.0  // the value the drawn segments add up to
    for (series, segment) in bar.segments.enumerated() where segment > 0 && segment.isFinite {
      let x0 = min(start, Self.width - Self.minimumBar)
      let width = min(max(x(sum + segment) - x(sum), Self.minimumBar), Self.width - x0)
      out.append(
        "<rect class=\"bar \(colorClass(series))\" x=\"\(f(x0))\" y=\"\(f(row.barY))\" width=\"\(f(width))\""
          + " height=\"\(f(Self.barHeight))\" fill=\"\(color(series))\"/>")
      start = x0 + width
      sum += segment
    }
    if let marker = bar.marker, marker.isFinite {
      let mx = f(x(marker))
      out.append(
        "<line class=\"marker\" x1=\"\(mx)\" x2=\"\(mx)\" y1=\"\(f(row.barY - 3))\""
          + " y2=\"\(f(row.barY + Self.barHeight + 3))\" stroke=\"#1f2328\" stroke-width=\"2\"/>")
    }
    out.append("</g>")
    return out.joined(separator: "\n")
  }
}
