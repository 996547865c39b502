import Foundation

/// Wraps `text` at word boundaries to lines of at most `width` characters,
/// each prefixed with `indent`.
/// A number and its unit (`42 %`) stay on one line.
func wrap(_ text: String, width: Int = 78, indent: String = "") -> String {
  var lines: [String] = []
  var line = ""
  let glued = text.replacingOccurrences(of: " %", with: "\u{1F}%")
  for word in glued.split(whereSeparator: \.isWhitespace).map({ $0.replacingOccurrences(of: "\u{1F}", with: " ") }) {
    if !line.isEmpty && indent.count + line.count + 1 + word.count > width {
      lines.append(indent + line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  if !line.isEmpty { lines.append(indent + line) }
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
