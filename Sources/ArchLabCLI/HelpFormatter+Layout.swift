extension HelpFormatter {
  /// The column at which the second column of a section starts.
  static let textColumn = 26

  /// A titled section of two-column rows: a label indented by two, its text
  /// at ``textColumn``, on the next line when the label is too wide.
  func section(_ title: String, _ rows: [(label: String, text: String)]) -> String {
    var lines = ["\(title):"]
    for row in rows {
      let label = "  " + row.label
      if label.count + 2 <= Self.textColumn {
        let padded = label + String(repeating: " ", count: Self.textColumn - label.count)
        lines.append(wrap(row.text, indent: Self.textColumn, firstLinePrefix: padded))
      } else {
        lines.append(label)
        lines.append(wrap(row.text, indent: Self.textColumn))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `text` wrapped at ``width`` on spaces and newlines; lines after the first are indented
  /// by `indent`, and the first starts with `firstLinePrefix` (by default the
  /// same indentation).
  func wrap(_ text: String, indent: Int, firstLinePrefix: String? = nil) -> String {
    let words = text.split { $0 == " " || $0 == "\n" }.map(String.init)
    let margin = String(repeating: " ", count: indent)
    return wrapUnits(words, prefix: firstLinePrefix ?? margin, continuation: margin)
  }

  /// Units joined by single spaces and wrapped at ``width``; a unit wider
  /// than a line gets a line of its own rather than being broken.
  func wrapUnits(_ units: [String], prefix: String, continuation: String? = nil) -> String {
    let continuation = continuation ?? String(repeating: " ", count: prefix.count)
    var lines: [String] = []
    var line = prefix
    var lineIsEmpty = true
    for unit in units {
      if !lineIsEmpty, line.count + 1 + unit.count > width {
        lines.append(line)
        line = continuation
        lineIsEmpty = true
      }
      line += (lineIsEmpty ? "" : " ") + unit
      lineIsEmpty = false
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// A command line of EXAMPLES, indented by two; one too long for ``width``
  /// goes on over indented lines, each but the last ending in ` \` as a
  /// shell continues a command, so it can still be pasted; an option is not
  /// parted from its value.
  func example(_ command: String) -> String {
    guard command.count + 2 > width else { return "  " + command }
    var lines: [String] = []
    var line = "  "
    var empty = true
    // An option stays on one line with its value.
    var units: [String] = []
    for word in command.split(separator: " ").map(String.init) {
      if let last = units.last, last.hasPrefix("-"), !last.contains(" "), !word.hasPrefix("-") {
        units[units.count - 1] += " " + word
      } else {
        units.append(word)
      }
    }
    for word in units {
      // Room is kept for the " \" that ends a continued line.
      if !empty, line.count + 1 + word.count + 2 > width {
        lines.append(line + " \\")
        line = "      "
        empty = true
      }
      line += (empty ? "" : " ") + word
      empty = false
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
