/// Line breaking for SVG text, which never wraps by itself.
///
/// A chart label is broken into lines rather than cut, so two long labels
/// that differ only at the end ("… (10,000 others)" and "… (10,000 vs 0
/// others)") still read differently. Lines break after a space, `/`, `-`,
/// `.` or `_` and before `(` (not inside `10,000`); a word longer than a
/// line is split.
/// Joined, the lines give back the text unchanged.
enum SVGTextWrap {
  /// `text` in lines of at most `limit` characters (at least one line).
  static func lines(_ text: String, limit: Int) -> [String] {
    let limit = max(1, limit)
    var lines: [String] = []
    var current = ""
    for token in tokens(text) {
      if current.count + token.count <= limit {
        current += token
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = ""
      var rest = Substring(token)
      while rest.count > limit {
        lines.append(String(rest.prefix(limit)))
        rest = rest.dropFirst(limit)
      }
      current = String(rest)
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// Pieces of `text` between break opportunities, in order.
  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    var current = ""
    for character in text {
      if character == "(", !current.isEmpty {
        tokens.append(current)
        current = ""
      }
      current.append(character)
      if " /-._".contains(character) {
        tokens.append(current)
        current = ""
      }
    }
    if !current.isEmpty { tokens.append(current) }
    return tokens
  }
}
