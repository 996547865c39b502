/// Escaping of text placed in HTML and SVG, in content and in attributes.
package enum HTMLEscape {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, and each
  /// Unicode bidirectional control written as text, `\u{202E}` (an entity
  /// would still reorder what follows it).
  package static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case _ where String.isBidiControl(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
