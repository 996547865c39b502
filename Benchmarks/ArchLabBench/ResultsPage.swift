import ArchMetrics
import Foundation

/// The Markdown a run prints and writes to `results.md`: the flow suite's
/// table, then the feature suite's report.
struct ResultsPage {
  let flow: Report?
  let archLab: ArchLabReport?

  var markdown: String {
    var parts = ["# ArchLab results\n"]
    if let archLab {
      let madeBy = archLab.provenance.map { " Made by \($0)." } ?? ""
      parts.append("Machine: \(archLab.machine). Command: `\(archLab.command)`.\(madeBy)\n")
    }
    if let flow {
      // The flow report's own title becomes a section.
      parts.append(flow.markdown.replacingOccurrences(of: "# archlab-bench — ", with: "## Micro benchmarks: "))
    }
    if let archLab {
      parts.append("## The feature suite\n")
      // The page's own header already says where and how; keep the sections.
      let body = MarkdownRenderer().render(archLab).split(separator: "\n", omittingEmptySubsequences: false)
        .filter { line in ["# ", "- Machine:", "- Command:", "- Made by:"].allSatisfy { !line.hasPrefix($0) } }
      parts.append(body.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n")
    }
    return parts.joined(separator: "\n")
  }
}
