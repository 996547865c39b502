import ArchCodebase

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
  /// The columns every line fits in (tables stack, long lines wrap), or
  /// `nil` for tables as wide as their cells.
  public var width: Int?

  /// A renderer; without `color` the output has no escape codes at all.
  public init(color: Bool = false, width: Int? = nil) {
    self.color = color
    self.width = width
  }

  /// The report as text.
  public func render(_ report: ArchLabReport) -> String {
    // A claims run times nothing and runs no cycles: it says neither.
    let isSuite = report.codebase == nil
    let heading =
      ["ArchLab report"] + (isSuite ? ["machine: \(report.machine)"] : []) + ["command: \(report.command)"]
      + (isSuite ? ["cycles:  \(report.cycles)"] : [])
      + (report.claims.isEmpty ? [] : ["claims from: \(ArticleCitation.text)"])
      + (report.provenance.map { ["made by: \($0)"] } ?? [])
    // A saved report's fields may hold anything: shown escaped.
    let safe = heading.map(\.escapedControls)
    var blocks = [
      safe.flatMap { line in width.map { TextTable.wrapped(line, $0, breakingWords: true) } ?? [line] }
        .joined(separator: "\n")
    ]
    for section in ReportTables.sections(report) {
      let title = section.title + "\n" + String(repeating: "=", count: section.title.count)
      let table =
        width.map { section.table.plainText(color: color, width: $0) } ?? section.table.plainText(color: color)
      blocks.append(title + "\n" + table)
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }
}
