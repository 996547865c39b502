/// Words wrapped into lines: the one wrap the Markdown digests share.
///
/// ```swift
/// TextWrap.lines("a long sentence …", first: "- ", rest: "  ", width: 76)
/// ```
package enum TextWrap {
  /// `text` in lines of at most `width` characters (a longer word gets a
  /// line of its own), the first after `first`, the rest after `rest`; a
  /// `%` stays on its number's line.
  package static func lines(_ text: String, first: String, rest: String, width: Int) -> String {
    var lines: [String] = []
    var line = first
    // A unit stays with its number: "73 %" is never cut between the two.
    var words: [String] = []
    for word in text.split(separator: " ") {
      if word.hasPrefix("%"), let last = words.popLast() {
        words.append(last + " " + word)
      } else {
        words.append(String(word))
      }
    }
    for word in words {
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
