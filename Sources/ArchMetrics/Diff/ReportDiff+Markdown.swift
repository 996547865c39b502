import ArchCodebase

extension ReportDiff {
  /// The diff as GitHub-flavoured Markdown; only changed figures unless `showUnchanged`.
  public func markdown(showUnchanged: Bool = false) -> String {
    var blocks = [
      "# ArchLab report diff",
      "- Old: \(TextTable.markdownEscaped(oldSource))\n- New: \(TextTable.markdownEscaped(newSource))"
        + notes.map { "\n- Note: \(TextTable.markdownEscaped($0))" }.joined(),
    ]
    for section in sections(showUnchanged: showUnchanged) {
      blocks.append("## " + section.title)
      if let table = section.table { blocks.append(table.markdown()) }
      if let note = section.note { blocks.append(note) }
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }
}
