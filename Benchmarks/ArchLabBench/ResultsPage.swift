import ArchMetrics

/// The Markdown a run prints and writes to `results.md`: the flow suite's
/// table, then the feature suite's report.
struct ResultsPage {
  let flow: Report?
  let archLab: ArchLabReport?
  let buildKind: String

  var markdown: String {
    var parts = ["# ArchLab results\n"]
    if let archLab {
      parts.append("Machine: \(archLab.machine). Command: `\(archLab.command)`.\n")
    }
    if let flow {
      // The flow report's own title becomes a section.
      parts.append(flow.markdown.replacingOccurrences(of: "# archlab-bench — ", with: "## Micro benchmarks: "))
    }
    if let archLab {
      parts.append("## The feature suite\n")
      parts.append(MarkdownRenderer().render(archLab))
    }
    return parts.joined(separator: "\n")
  }
}
