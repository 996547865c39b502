extension StudyPlot {
  /// The picture as inline SVG, labelled by `title` and described by
  /// `summary` for a screen reader; `id` must be unique in the page.
  ///
  /// Every colour is a presentation attribute (light) that the page's CSS
  /// overrides by class (dark), so a figure copied out of the page still
  /// draws.
  func svg(id: String, title: String, summary: String) -> String {
    let (w, h) = (Self.f(Self.width), Self.f(height))
    var out = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" viewBox=\"0 0 \(w) \(h)\" role=\"img\" "
        + "aria-labelledby=\"\(id)-t\" aria-describedby=\"\(id)-d\" font-family=\"system-ui, sans-serif\" "
        + "font-size=\"12\">",
      "<title id=\"\(id)-t\">\(Self.e(title))</title><desc id=\"\(id)-d\">\(Self.e(summary))</desc>",
    ]
    for lane in lanes { out += self.lane(lane) }
    out.append(axis())
    out.append("</svg>")
    return out.joined(separator: "\n")
  }

  private func lane(_ lane: Lane) -> [String] {
    var out: [String] = []
    for (index, line) in lane.lines.enumerated() {
      let y = Self.f(lane.top + Self.lineHeight * Double(index) + 12)
      if !line.left.isEmpty {
        out.append(
          "<text class=\"pool\" x=\"\(Self.f(Self.margin))\" y=\"\(y)\" fill=\"#1f2328\">\(Self.e(line.left))</text>")
      }
      if !line.right.isEmpty {
        out.append(
          "<text class=\"pool\" x=\"\(Self.f(Self.width - Self.margin))\" y=\"\(y)\" fill=\"#1f2328\" "
            + "text-anchor=\"end\">\(Self.e(line.right))</text>")
      }
    }
    let (top, bottom) = (Self.f(lane.stripTop), Self.f(lane.bottom))
    out.append(
      "<rect class=\"claimed\" x=\"\(Self.f(band.lowerBound))\" y=\"\(top)\" "
        + "width=\"\(Self.f(band.upperBound - band.lowerBound))\" height=\"\(Self.f(lane.bottom - lane.stripTop))\" "
        + "fill=\"#1f883d\" fill-opacity=\"0.16\"/>")
    let grid = ticks.map { "M\(Self.f(x($0))) \(top)V\(bottom)" }.joined()
    out.append("<path class=\"grid\" d=\"\(grid)\" stroke=\"#d0d7de\" stroke-width=\"0.6\"/>")
    out += points(lane.points)
    if let screenMedian = lane.screenMedian {
      out.append(
        "<path class=\"smed\" d=\"M\(Self.f(screenMedian)) \(top)V\(bottom)\" stroke=\"#59636e\" "
          + "stroke-width=\"1.5\" stroke-dasharray=\"3 2\"/>")
    }
    if let median = lane.median {
      out.append(
        "<path class=\"med\" d=\"M\(Self.f(median)) \(top)V\(bottom)\" stroke=\"#1f2328\" stroke-width=\"2\"/>")
    }
    if let interval = lane.interval {
      // At least 2 units wide, so an interval of one value still shows.
      let width = max(2, interval.upperBound - interval.lowerBound)
      out.append(
        "<rect class=\"ci\" x=\"\(Self.f(interval.lowerBound))\" y=\"\(Self.f(lane.barY - 2.5))\" "
          + "width=\"\(Self.f(width))\" height=\"5\" fill=\"#1f2328\"/>")
    }
    return out
  }

  /// One group per app, in the order apps first appear, with the app's
  /// name as its tooltip.
  private func points(_ points: [Point]) -> [String] {
    var order: [String] = []
    var byApp: [String: [Point]] = [:]
    for point in points {
      if byApp[point.app] == nil { order.append(point.app) }
      byApp[point.app, default: []].append(point)
    }
    return order.map { app in
      let mine = byApp[app] ?? []
      let mark = mine[0].mark
      let path = mine.map { mark.path(x: $0.x, y: $0.y, format: Self.f) }.joined()
      return "<g \(Self.paint(mark))><title>\(Self.e(app))</title><path d=\"\(path)\"/></g>"
    }
  }

  private func axis() -> String {
    let y = Self.f(axisY + 13)
    let labels = ticks.map { tick in
      "<text x=\"\(Self.f(x(tick)))\" y=\"\(y)\">\(Int((tick * 100).rounded())) %</text>"
    }
    return "<g class=\"axis\" fill=\"#59636e\" font-size=\"11\" text-anchor=\"middle\">" + labels.joined() + "</g>"
  }

  /// The class and light-mode paint of `mark`: filled, or hollow with a stroke.
  static func paint(_ mark: StudyMark) -> String {
    let color = StudyMark.light[mark.color]
    return mark.hollow
      ? "class=\"\(mark.cssClass)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.3\""
      : "class=\"\(mark.cssClass)\" fill=\"\(color)\" fill-opacity=\"0.8\""
  }

  /// A coordinate to a tenth, `"12.5"`, `"40"`: the same text on every
  /// machine and locale.
  static func f(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e9 else { return "0" }
    let tenths = Int((value * 10).rounded())
    let (whole, tenth) = (abs(tenths) / 10, abs(tenths) % 10)
    return (tenths < 0 ? "-" : "") + (tenth == 0 ? "\(whole)" : "\(whole).\(tenth)")
  }

  private static func e(_ text: String) -> String { HTMLEscape.escape(text.escapedControls) }
}
