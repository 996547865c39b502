extension _CFamilyLineScanner {
  /// Reads one byte or token of code from `i` on and returns where it ends.
  mutating func scanCode(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
    let c = b[i]
    if Self.isSpace(c) { return i + 1 }
    if c == 0x2F && (Self.has(b, 0x2F, at: i + 1) || Self.has(b, 0x2A, at: i + 1)) {  // "//" or "/*"
      lineHasComment = true
      if b[i + 1] == 0x2F {
        mode = .lineComment
      } else {
        openedAt = line
        mode = .blockComment(depth: 1)
      }
      return i + 2
    }
    lineHasCode = true
    switch c {
    case 0x22:  // `"`
      return openString(b, i)
    case 0x27:  // "'"
      openedAt = line
      mode = .literal(.character)
    case 0x60 where dialect.backtickIdentifiers:  // "`"
      return Self.endOfBacktickName(b, from: i) ?? i + 1
    case 0x7B where !stack.isEmpty:  // "{" in a template
      braces += 1
    case 0x7D where !stack.isEmpty:  // "}" in a template: the template's own, or a nested block's
      if braces == 0 {
        let frame = stack.removeLast()
        mode = .literal(frame.literal)
        openedAt = frame.literalLine
        braces = frame.savedBraces
      } else {
        braces -= 1
      }
    default:
      break
    }
    return i + 1
  }

  /// A `"` string, or what `"""` opens in this dialect.
  private mutating func openString(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
    openedAt = line
    guard Self.has(b, 0x22, at: i + 1) && Self.has(b, 0x22, at: i + 2) else {
      mode = .literal(.string)
      return i + 1
    }
    switch dialect.tripleQuote {
    case .rawString:
      mode = .literal(.rawString)
      return i + 3
    case .textBlock where Self.onlySpaceToLineEnd(b, from: i + 3):
      mode = .literal(.textBlock)
      return i + 3
    case .textBlock:
      // Not a text block (javac rejects it): `""`, then a `"` that opens a string.
      return i + 2
    }
  }

  /// The end of the backtick name at `i`: at least one byte, then a backtick on the same line.
  /// A lone backtick is no name (kotlinc reads it as a bad character and goes on).
  static func endOfBacktickName(_ b: UnsafeBufferPointer<UInt8>, from i: Int) -> Int? {
    var k = i + 1
    while k < b.count && b[k] != 0x60 && !isLineBreak(b[k]) { k += 1 }
    return k > i + 1 && has(b, 0x60, at: k) ? k + 1 : nil
  }

  /// Whether nothing but spaces and tabs follows `i` on its line.
  static func onlySpaceToLineEnd(_ b: UnsafeBufferPointer<UInt8>, from i: Int) -> Bool {
    var k = i
    while k < b.count && isSpace(b[k]) { k += 1 }
    return k == b.count || isLineBreak(b[k])
  }

  mutating func scanBlockComment(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, depth: Int) -> Int {
    let c = b[i]
    if Self.isSpace(c) { return i + 1 }
    lineHasComment = true
    if c == 0x2F && Self.has(b, 0x2A, at: i + 1) && dialect.nestedComments {
      mode = .blockComment(depth: depth + 1)
      return i + 2
    }
    if c == 0x2A && Self.has(b, 0x2F, at: i + 1) {
      mode = depth == 1 ? .code : .blockComment(depth: depth - 1)
      return i + 2
    }
    return i + 1
  }

  mutating func scanLiteral(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ literal: Literal) -> Int {
    lineHasCode = true
    switch b[i] {
    case 0x5C where literal != .rawString:  // "\" escapes the next byte; a line break is left to the main loop
      return i + 1 < b.count && !Self.isLineBreak(b[i + 1]) ? i + 2 : i + 1
    case 0x24 where dialect.templates && literal != .character:  // "$"
      return scanTemplate(b, i, in: literal)
    case 0x27 where literal == .character, 0x22 where literal == .string:
      mode = .code
      return i + 1
    case 0x22 where literal == .rawString:
      // `"""a""""` is the string `a"`: a run of three or more quotes closes with its last three.
      var k = i
      while k < b.count && b[k] == 0x22 { k += 1 }
      if k - i >= 3 { mode = .code }
      return k
    case 0x22 where literal == .textBlock && Self.has(b, 0x22, at: i + 1) && Self.has(b, 0x22, at: i + 2):
      mode = .code
      return i + 3
    default:
      return i + 1
    }
  }

  /// A `$` in a string: `${` opens a template; `$` and a backtick name is one template, whatever
  /// the name holds (in the Kotlin string "$`a"b`" the middle quote closes nothing, as for
  /// kotlinc); any other `$` is text.
  private mutating func scanTemplate(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, in literal: Literal) -> Int {
    if Self.has(b, 0x7B, at: i + 1) {
      stack.append(Frame(literal: literal, literalLine: openedAt, savedBraces: braces, templateLine: line))
      braces = 0
      mode = .code
      return i + 2
    }
    if Self.has(b, 0x60, at: i + 1), let end = Self.endOfBacktickName(b, from: i + 1) { return end }
    return i + 1
  }
}
