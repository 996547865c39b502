/// Words wrapped into lines: the one word wrap of the tool's text — the
/// Markdown digests, a study's text, and the command-line tool's prose.
///
/// ```swift
/// TextWrap.lines("a long sentence …", first: "- ", rest: "  ", width: 76)
/// ```
package enum TextWrap {
  /// `text` in lines of at most `width` characters, the first after
  /// `first`, the rest after `rest`; a `%` stays on its number's line. A
  /// word longer than a line gets a line of its own, or, with
  /// `breakingWords`, is broken across lines (a long path), so no line is
  /// longer than `width` and nothing is lost.
  ///
  /// - Complexity: O(*n*) in the text's length: a long word is indexed
  ///   once, not walked again for each line it is cut into.
  package static func lines(
    _ text: String, first: String, rest: String, width: Int, breakingWords: Bool = false
  ) -> String {
    var lines: [String] = []
    var prefix = first
    var line = ""
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
      if !line.isEmpty, prefix.count + line.count + 1 + word.count > width {
        lines.append(prefix + line)
        line = ""
        prefix = rest
      }
      guard breakingWords, line.isEmpty, word.count > max(1, width - prefix.count) else {
        line += (line.isEmpty ? "" : " ") + word
        continue
      }
      let characters = Array(word)
      var start = 0
      while characters.count - start > max(1, width - prefix.count) {
        let room = max(1, width - prefix.count)
        lines.append(prefix + String(characters[start..<start + room]))
        start += room
        prefix = rest
      }
      line = String(characters[start...])
    }
    lines.append(prefix + line)
    return lines.joined(separator: "\n")
  }
}
