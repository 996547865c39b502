extension String {
  /// The text with every control character (C0 — newlines included — DEL
  /// and C1) and every Unicode bidirectional control (U+202A–U+202E,
  /// U+2066–U+2069, U+200E, U+200F, U+061C) written as a Swift escape,
  /// `\u{1B}`, `\u{202E}`: a file name or a report field shown this way
  /// cannot move the cursor, clear the screen, start a line of its own or
  /// make the text around it read backwards.
  ///
  /// ```swift
  /// "a\u{1B}[2Jb\nc".escapedControls  // "a\\u{1B}[2Jb\\u{0A}c"
  /// ```
  package var escapedControls: String {
    guard unicodeScalars.contains(where: Self.isControl) else { return self }
    var out = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if Self.isControl(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out.append(contentsOf: "\\u{\(hex.count < 2 ? "0" + hex : hex)}".unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isBidiControl(scalar)
  }

  /// Whether `scalar` is a Unicode bidirectional control: an embedding,
  /// override or isolate, or a directional mark.
  package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
    default: false
    }
  }
}
