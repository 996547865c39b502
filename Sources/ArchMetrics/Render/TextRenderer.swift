/// The report as aligned plain-text tables for a terminal: lines by role,
/// leaks and cancellation, timings, and the article's claims. Numbers are
/// right-aligned; empty sections are left out.
///
/// ```swift
/// print(TextRenderer(color: true).render(report))
/// ```
public struct TextRenderer: ReportRenderer {
  /// Whether verdicts and leak figures are wrapped in ANSI colours (green
  /// holds / zero, yellow partly, red does not hold / leaks).
  public var color: Bool

  /// A renderer; without `color` the output has no escape codes at all.
  public init(color: Bool = false) {
    self.color = color
  }

  /// The report as text.
  public func render(_ report: ArchLabReport) -> String {
    var blocks = [
      [
        "ArchLab report",
        "machine: \(report.machine)",
        "command: \(report.command)",
        "cycles:  \(report.cycles)",
      ].joined(separator: "\n")
    ]
    for section in ReportTables.sections(report) {
      let title = section.title + "\n" + String(repeating: "=", count: section.title.count)
      blocks.append(title + "\n" + section.table.plainText(color: color))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }
}
