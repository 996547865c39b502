import Foundation

/// Reads back what a chart draws, for tests: its `<svg>` elements, bar
/// labels as a reader sees them, bar widths.
enum SVGInspection {
  /// Every `<svg>…</svg>` element of `html`, in order.
  static func charts(in html: String) -> [String] {
    html.matches(of: /<svg[\s\S]*?<\/svg>/).map { String($0.output) }
  }

  /// The chart with `id` (its `aria-describedby` names it), if any.
  static func chart(_ id: String, in html: String) -> String? {
    charts(in: html).first { $0.contains("aria-describedby=\"\(id)-desc\"") }
  }

  /// The inside of `<section id="…">`, or `""` when the page has none.
  static func section(_ id: String, in html: String) -> String {
    html.components(separatedBy: "<section id=\"\(id)\">").dropFirst().first?
      .components(separatedBy: "</section>").first ?? ""
  }

  /// The text of each bar label, tags removed and entities decoded.
  static func labels(in svg: String) -> [String] {
    svg.matches(of: /<text class="label"[^>]*>(.*?)<\/text>/).map { text(String($0.output.1)) }
  }

  /// The value shown beside each bar.
  static func values(in svg: String) -> [String] {
    svg.matches(of: /<text class="value"[^>]*>(.*?)<\/text>/).map { text(String($0.output.1)) }
  }

  /// The width of each bar segment, in drawing order.
  static func barWidths(in svg: String) -> [Double] {
    svg.matches(of: /<rect class="bar[^"]*" x="[^"]*" y="[^"]*" width="([0-9.]+)"/).compactMap { Double($0.output.1) }
  }

  /// How often `needle` occurs in `text`.
  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// Markup without tags, with the escapes HTMLEscape writes decoded.
  static func text(_ markup: String) -> String {
    markup.replacing(/<[^>]*>/, with: "")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// The axis tick texts of one chart, left to right.
  static func ticks(in svg: String) -> [String] {
    svg.components(separatedBy: "<text class=\"tick\"").dropFirst().compactMap { piece in
      guard let open = piece.firstIndex(of: ">"), let close = piece.range(of: "</text>") else { return nil }
      return String(piece[piece.index(after: open)..<close.lowerBound])
    }
  }
}
