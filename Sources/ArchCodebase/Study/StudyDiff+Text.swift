/// A study diff as text that fits a width (80 columns unless told), or as Markdown: the figures
/// (those that changed, or all), then why apps failed and which apps each
/// moved pool lost or gained.
extension StudyDiff {
  /// Labels longer than this are cut in 80 columns: "MVP-family Android"
  /// fits; the columns beyond 80 go to the labels.
  static let labelWidth = 18

  /// The figures as a table: subject (cut to `labelWidth`), figure, old,
  /// new; only those that changed unless `showUnchanged`.
  package func table(labelWidth: Int = .max, showUnchanged: Bool = false) -> TextTable {
    TextTable(
      headers: ["app or pool", "figure", "old", "new"], alignments: [.left, .left, .right, .right],
      rows: (showUnchanged ? figures : changes).map {
        [.init(StudyTables.cut($0.subject, labelWidth)), .init($0.figure), .init($0.old), .init($0.new)]
      }, keyColumns: 2)
  }

  /// Plain text in `width` columns; only what changed unless `showUnchanged`.
  package func text(showUnchanged: Bool = false, width: Int = 80) -> String {
    var blocks: [String] = []
    if let title = title(showUnchanged: showUnchanged) {
      let labels = Self.labelWidth + max(0, width - 80)
      let table = table(labelWidth: labels, showUnchanged: showUnchanged)
      blocks.append(title + "\n\n" + table.plainText(width: width))
    } else {
      blocks.append("No figure changed between the two studies.")
    }
    for (heading, lines) in notes(showUnchanged: showUnchanged) {
      let items = lines.map { StudyText.wrap("- " + $0, width: width, hanging: "  ") }
      blocks.append(([heading] + items).joined(separator: "\n"))
    }
    return StudyText.trimmed(blocks.joined(separator: "\n\n")) + "\n"
  }

  /// GitHub-flavoured Markdown, the same table and notes.
  package func markdown(showUnchanged: Bool = false) -> String {
    var blocks: [String] = []
    if let title = title(showUnchanged: showUnchanged) {
      blocks += ["## " + title, table(showUnchanged: showUnchanged).markdown()]
    } else {
      blocks.append("No figure changed between the two studies.")
    }
    for (heading, lines) in notes(showUnchanged: showUnchanged) {
      let items = lines.map { "- " + TextTable.markdownEscaped($0) }
      blocks += ["## " + String(heading.dropLast()), items.joined(separator: "\n")]
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// `"Changed figures (3 of 40)"`, `"Figures (40)"`, or `nil` when there is no row to show.
  private func title(showUnchanged: Bool) -> String? {
    if showUnchanged { return figures.isEmpty ? nil : "Figures (\(figures.count))" }
    return changes.isEmpty ? nil : "Changed figures (\(changes.count) of \(figures.count))"
  }

  /// The notes under the table, each a heading and its lines: why apps
  /// failed (those whose failure changed, or all of them), and the pools
  /// whose apps changed. Control characters are escaped.
  func notes(showUnchanged: Bool) -> [(heading: String, lines: [String])] {
    let failed = failures.filter { showUnchanged || $0.changed }.map { change in
      let line =
        switch (change.old, change.new) {
        case ("—", let new): "\(change.subject): failed in the new study: \(new)"
        case (let old, "—"): "\(change.subject): failed in the old study: \(old)"
        case (let old, let new) where old == new: "\(change.subject): failed in both: \(new)"
        case (let old, let new): "\(change.subject): failed in both; old: \(old); new: \(new)"
        }
      return line.escapedControls
    }
    return [("Failed apps:", failed), ("Pools whose apps changed:", pools.map { $0.description.escapedControls })]
      .filter { !$0.lines.isEmpty }
  }
}
