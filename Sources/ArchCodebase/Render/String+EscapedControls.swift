extension String {
  /// The text with every control character (C0 — newlines included — DEL
  /// and C1) written as a Swift escape, `\u{1B}`: a file name or a report
  /// field shown this way cannot move the cursor, clear the screen or start
  /// a line of its own.
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
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
