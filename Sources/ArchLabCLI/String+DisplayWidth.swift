extension String {
  /// The columns the text takes on a terminal: two for a wide character
  /// (CJK, an emoji shown as one), none for a control character, one for
  /// any other character — a character being a grapheme cluster, so an
  /// accent or a skin tone adds nothing.
  ///
  /// ```swift
  /// "abc".displayWidth    // 3
  /// "表示".displayWidth    // 4
  /// ```
  package var displayWidth: Int {
    reduce(0) { $0 + $1.displayWidth }
  }

  /// The text cut to at most `columns` display columns, ending in "…"
  /// when cut; a character is never split.
  ///
  /// ```swift
  /// "archlab: matrix".cut(toColumns: 10)  // "archlab: …"
  /// ```
  package func cut(toColumns columns: Int) -> String {
    guard displayWidth > columns else { return self }
    guard columns > 0 else { return "" }
    var kept = ""
    var used = 0
    for character in self {
      let width = character.displayWidth
      if used + width > columns - 1 { break }
      kept.append(character)
      used += width
    }
    return kept + "…"
  }
}

extension Character {
  /// The columns this character takes on a terminal (see `String.displayWidth`).
  package var displayWidth: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if first.value < 0x20 || (0x7F...0x9F).contains(first.value) { return 0 }
    // An emoji variation selector asks for the two-column picture.
    if first.properties.isEmojiPresentation || unicodeScalars.contains("\u{FE0F}") { return 2 }
    return Self.isWide(first.value) ? 2 : 1
  }

  /// East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth W and F).
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      true
    default: false
    }
  }
}
