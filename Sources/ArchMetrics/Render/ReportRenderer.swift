/// Turns an ``ArchLabReport`` into text for a reader: a terminal, a
/// Markdown file, a JSON file or a web page.
///
/// Renderers are deterministic: the same report always gives the same text
/// (no dates, no dictionary order).
///
/// ```swift
/// let renderers: [any ReportRenderer] = [TextRenderer(), MarkdownRenderer()]
/// for renderer in renderers { print(renderer.render(report)) }
/// ```
public protocol ReportRenderer: Sendable {
  /// The whole report as one string.
  func render(_ report: ArchLabReport) -> String
}
