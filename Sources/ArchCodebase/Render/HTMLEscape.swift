/// Escaping of text placed in HTML and SVG, in content and in attributes.
package enum HTMLEscape {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities.
  package static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }
}
