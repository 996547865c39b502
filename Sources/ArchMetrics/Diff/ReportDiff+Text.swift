extension ReportDiff {
  /// The diff as aligned plain text; only changed figures unless `showUnchanged`.
  public func text(showUnchanged: Bool = false) -> String {
    var blocks = ["ArchLab report diff\nold: \(oldSource)\nnew: \(newSource)" + notes.map { "\nnote: \($0)" }.joined()]
    for section in sections(showUnchanged: showUnchanged) {
      var block = section.title + "\n" + String(repeating: "=", count: section.title.count)
      if let table = section.table { block += "\n" + table.plainText() }
      if let note = section.note { block += "\n" + note }
      blocks.append(block)
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }
}
