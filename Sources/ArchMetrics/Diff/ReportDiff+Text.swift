import ArchCodebase

extension ReportDiff {
  /// The diff as aligned plain text; only changed figures unless
  /// `showUnchanged`. With a `width`, tables stack to fit it.
  public func text(showUnchanged: Bool = false, width: Int? = nil) -> String {
    let heading = ["ArchLab report diff", "old: \(oldSource)", "new: \(newSource)"] + notes.map { "note: \($0)" }
    var blocks = [
      heading.flatMap { line in width.map { TextTable.wrapped(line, $0, breakingWords: true) } ?? [line] }
        .joined(separator: "\n")
    ]
    for section in sections(showUnchanged: showUnchanged) {
      var block = section.title + "\n" + String(repeating: "=", count: section.title.count)
      if let table = section.table { block += "\n" + (width.map { table.plainText(width: $0) } ?? table.plainText()) }
      if let note = section.note { block += "\n" + note }
      blocks.append(block)
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }
}
