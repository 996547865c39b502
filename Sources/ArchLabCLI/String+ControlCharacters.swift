extension String {
  /// The text with every control character (C0, DEL and C1) and every
  /// Unicode bidirectional control (U+202A–U+202E, U+2066–U+2069, U+200E,
  /// U+200F, U+061C) written as a Swift escape, `\u{1B}`, so that echoing
  /// it cannot move the cursor, change colours, ring the bell or make a
  /// line read backwards.
  ///
  /// ```swift
  /// "\u{1B}[31mred".escapingControlCharacters  // "\\u{1B}[31mred"
  /// ```
  package var escapingControlCharacters: String {
    let escaped = { (scalar: Unicode.Scalar) in Self.isControl(scalar) || Self.isBidiControl(scalar) }
    guard unicodeScalars.contains(where: escaped) else { return self }
    var out = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if escaped(scalar) {
        out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true).leftPadded(2))}".unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// The text with every control character escaped as
  /// ``escapingControlCharacters`` does, except what a command's own text
  /// is made of: line feeds, tabs and colour codes (`ESC[` digits `m`).
  /// Standard output and `--output` files pass through it, so an escape
  /// sequence that reached a report from a file name or a saved report's
  /// field cannot clear the screen, retitle the window or ring the bell.
  ///
  /// ```swift
  /// "\u{1B}[1mbold\u{1B}[0m \u{1B}[2J".escapingControlCharactersButLayout  // "\u{1B}[1mbold\u{1B}[0m \\u{1B}[2J"
  /// ```
  package var escapingControlCharactersButLayout: String {
    let scalars = Array(unicodeScalars)
    guard scalars.contains(where: { Self.isControl($0) && $0 != "\n" && $0 != "\t" }) else { return self }
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}", let end = Self.colourCodeEnd(scalars, from: index) {
        out.append(contentsOf: scalars[index...end])
        index = end + 1
        continue
      }
      if Self.isControl(scalar) && scalar != "\n" && scalar != "\t" {
        out.append(contentsOf: String(scalar).escapingControlCharacters.unicodeScalars)
      } else {
        out.append(scalar)
      }
      index += 1
    }
    return String(out)
  }

  /// The index of the `m` that ends a colour code `ESC[0;31m` starting at
  /// `start`, if one does.
  private static func colourCodeEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
    var index = start + 2
    while index < scalars.count, index - start < 20 {
      switch scalars[index] {
      case "m": return index
      case "0"..."9", ";": index += 1
      default: return nil
      }
    }
    return nil
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whether `scalar` is a Unicode bidirectional control. Standard output
  /// keeps them (a JSON string may hold one); the renderers escape them in
  /// labels and file names, and standard error's lines here.
  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
    default: false
    }
  }

  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
