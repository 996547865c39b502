/// Words wrapped into lines: the one wrap the Markdown digests share.
///
/// ```swift
/// TextWrap.lines("a long sentence …", first: "- ", rest: "  ", width: 76)
/// ```
package enum TextWrap {
  /// `text` in lines of at most `width` characters (a longer word gets a
  /// line of its own), the first after `first`, the rest after `rest`.
  package static func lines(_ text: String, first: String, rest: String, width: Int) -> String {
    var lines: [String] = []
    var line = first
    for word in text.split(separator: " ") {
      let prefix = lines.isEmpty ? first : rest
      if line.count > prefix.count, line.count + 1 + word.count > width {
        lines.append(line)
        line = rest + word
      } else {
        line += (line.count > prefix.count ? " " : "") + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
