extension String {
  /// The text with every control character (C0, DEL and C1) written as a
  /// Swift escape, `\u{1B}`, so that echoing it cannot move the cursor,
  /// change colours or ring the bell.
  ///
  /// ```swift
  /// "\u{1B}[31mred".escapingControlCharacters  // "\\u{1B}[31mred"
  /// ```
  package var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: Self.isControl) else { return self }
    var out = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if Self.isControl(scalar) {
        out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true).leftPadded(2))}".unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
