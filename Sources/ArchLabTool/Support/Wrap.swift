import ArchCodebase
import ArchMetrics
import Foundation

/// Wraps `text` at word boundaries to lines of at most `width` characters,
/// each prefixed with `indent`, or the lines after the first with
/// `continuation` when given (a hanging indent): `TextWrap`, breaking a
/// word longer than a line (a long path), any whitespace between words.
/// A number and its unit (`42 %`) stay on one line.
func wrap(_ text: String, width: Int = 78, indent: String = "", continuation: String? = nil) -> String {
  let words = text.split(whereSeparator: \.isWhitespace)
  // No words: the indent alone, which may carry a label (`list`'s variant names).
  guard !words.isEmpty else { return String(indent.reversed().drop(while: { $0 == " " }).reversed()) }
  return TextWrap.lines(
    words.joined(separator: " "), first: indent, rest: continuation ?? indent, width: width, breakingWords: true)
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
