import Foundation

/// Wraps `text` at word boundaries to lines of at most `width` characters,
/// each prefixed with `indent`, or the lines after the first with
/// `continuation` when given (a hanging indent).
/// A number and its unit (`42 %`) stay on one line; a word longer than a
/// line (a long path) is broken across lines, so no line is ever longer
/// than `width` and nothing is lost.
func wrap(_ text: String, width: Int = 78, indent: String = "", continuation: String? = nil) -> String {
  var lines: [String] = []
  var line = ""
  var prefix = indent
  let glued = text.replacingOccurrences(of: " %", with: "\u{1F}%")
  for word in glued.split(whereSeparator: \.isWhitespace).map({ $0.replacingOccurrences(of: "\u{1F}", with: " ") }) {
    // The word's characters, indexed once: counting what is left of a long
    // word per line would walk it per line (quadratic).
    let characters = Array(word)
    var start = 0
    if !line.isEmpty && prefix.count + line.count + 1 + characters.count > width {
      lines.append(prefix + line)
      line = ""
      prefix = continuation ?? indent
    }
    while line.isEmpty && characters.count - start > max(1, width - prefix.count) {
      let room = max(1, width - prefix.count)
      lines.append(prefix + String(characters[start..<start + room]))
      start += room
      prefix = continuation ?? indent
    }
    line += (line.isEmpty ? "" : " ") + String(characters[start...])
  }
  if !line.isEmpty { lines.append(prefix + line) }
  // No words: the indent alone, which may carry a label (`list`'s variant names).
  if lines.isEmpty { return String(indent.reversed().drop(while: { $0 == " " }).reversed()) }
  return lines.joined(separator: "\n")
}

/// `items` joined with " · " into lines of at most `width` characters,
/// breaking only between items (an item longer than a line is wrapped).
func packed(_ items: [String], width: Int) -> String {
  var lines: [String] = []
  var line = ""
  for item in items {
    let joined = line.isEmpty ? item : line + " · " + item
    if joined.count <= width {
      line = joined
      continue
    }
    if !line.isEmpty { lines.append(line) }
    line = item.count <= width ? item : wrap(item, width: width)
  }
  if !line.isEmpty { lines.append(line) }
  return lines.joined(separator: "\n")
}

extension String {
  /// The text with trailing spaces removed from every line (a table's
  /// left-aligned last column pads them).
  var trimmingTrailingSpaces: String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        var line = Substring(line)
        while line.last == " " { line = line.dropLast() }
        return String(line)
      }
      .joined(separator: "\n")
  }
}
