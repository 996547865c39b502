import ArchCodebase

/// The report as GitHub-flavoured Markdown: the machine and command first,
/// then one table per section. Empty sections are left out.
///
/// ```swift
/// try MarkdownRenderer().render(report).write(toFile: "docs/results.md", atomically: true, encoding: .utf8)
/// ```
public struct MarkdownRenderer: ReportRenderer {
  /// A renderer.
  public init() {}

  /// The report as Markdown.
  public func render(_ report: ArchLabReport) -> String {
    // A claims run times nothing and runs no cycles: it says neither.
    let isSuite = report.codebase == nil
    var facts =
      (isSuite ? ["- Machine: \(TextTable.markdownEscaped(report.machine))"] : [])
      + ["- Command: `\(report.command.replacingBackticks())`"] + (isSuite ? ["- Cycles: \(report.cycles)"] : [])
    if !report.claims.isEmpty { facts.append("- Claims from: \(TextTable.markdownEscaped(ArticleCitation.text))") }
    if let provenance = report.provenance {
      facts.append("- Made by: \(TextTable.markdownEscaped(provenance.description))")
    }
    var blocks = ["# ArchLab report", facts.joined(separator: "\n")]
    for section in ReportTables.sections(report) {
      blocks.append("## " + section.title)
      blocks.append(section.table.markdown())
    }
    let methods = report.claims.filter { !$0.method.isEmpty }
    if !methods.isEmpty {
      blocks.append("### How the claims were measured")
      blocks.append(
        methods.map { "- **\(TextTable.markdownEscaped($0.claim))**: \(TextTable.markdownEscaped($0.method))" }
          .joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }
}

extension String {
  /// Backticks replaced by apostrophes, so the text fits in a code span.
  fileprivate func replacingBackticks() -> String {
    String(map { $0 == "`" ? "'" : $0 })
  }
}
