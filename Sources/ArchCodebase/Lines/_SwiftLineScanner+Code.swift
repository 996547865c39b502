extension _SwiftLineScanner {
  /// Reads one token of code from `i` on and returns where it ends.
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
    case 0x22, 0x23:  // `"` or "#"
      return scanQuoteOrPound(b, i)
    case 0x30...0x39:
      previous = .operand
      return Self.endOfNumber(b, i)
    case _ where Self.isWordStart(c):
      var end = i + 1
      while end < b.count && (Self.isWordStart(b[end]) || (0x30...0x39).contains(b[end])) { end += 1 }
      if previous == .pound {
        let directive = ["if", "else", "elseif", "endif"].contains { Self.isWord(b, i, end, $0) }
        previous = directive ? .opener : .operand
      } else {
        previous = .word(start: i, end: end)
      }
      return end
    case 0x28, 0x5B, 0x7B:  // "(", "[", "{"
      if c == 0x28 && !stack.isEmpty { parens += 1 }
      previous = .opener
    case 0x29:  // ")"
      previous = .operand
      if !stack.isEmpty {
        if parens == 0 {
          let frame = stack.removeLast()
          mode = .string(frame.string)
          openedAt = frame.stringLine
          parens = frame.savedParens
        } else {
          parens -= 1
        }
      }
    case 0x2C, 0x3B, 0x3A:  // ",", ";", ":"
      previous = .opener
    case _ where Self.isOperatorByte(c):
      return scanOperator(b, i)
    default:  // "]", "}", "@", "\", "`", …
      previous = .operand
    }
    return i + 1
  }

  /// A string's opening delimiter (`"`, `"""`, `#"`, `#"""`, …), an
  /// extended regex literal's (`#/`), or a lone `#`.
  private mutating func scanQuoteOrPound(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
    var j = i
    while j < b.count && b[j] == 0x23 { j += 1 }
    let hashes = j - i
    if Self.has(b, 0x22, at: j) {
      let multiline = Self.has(b, 0x22, at: j + 1) && Self.has(b, 0x22, at: j + 2)
        && !(hashes > 0 && Self.rawStringClosesOnItsLine(b, from: j + 3, hashes: hashes))
      openedAt = line
      mode = .string(Delimiter(hashes: hashes, multiline: multiline))
      return j + (multiline ? 3 : 1)
    }
    if Self.has(b, 0x2F, at: j) { return scanExtendedRegex(b, hashes: hashes, slash: j) }
    previous = .pound
    return j
  }

  /// Whether a raw string that starts like a multi-line one (`#"""`) closes
  /// on its line: `#"""#` is `#"` `"` `"#`, a string holding one quote. The
  /// compiler looks for a `"` and the hashes anywhere on the line.
  static func rawStringClosesOnItsLine(_ b: UnsafeBufferPointer<UInt8>, from q: Int, hashes: Int) -> Bool {
    if hasHashes(b, hashes, at: q) { return true }
    var k = q
    while k < b.count && !isLineBreak(b[k]) {
      if b[k] == 0x22 && hasHashes(b, hashes, at: k + 1) { return true }
      k += 1
    }
    return false
  }

  /// An operator, or a regex literal that starts inside one (`= /a/`, `!/a/`).
  private mutating func scanOperator(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
    let c = b[i]
    let leftBound = isLeftBound(b, i)
    if (c == 0x21 || c == 0x3F) && leftBound {  // a postfix "!" or "?" stands alone
      if case .word(let start, let end) = previous, Self.isWord(b, start, end, "try") {
        previous = .binaryOperator  // `try? /a/`: an expression follows
      } else {
        previous = .operand
      }
      return i + 1
    }
    var j = i + 1
    // A "." continues only an operator that starts with one (`..<`).
    while j < b.count && Self.isOperatorByte(b[j]) && (b[j] != 0x2E || c == 0x2E) { j += 1 }
    if !leftBound, let slash = (i..<j).first(where: { b[$0] == 0x2F }),
      let end = regexEnd(b, slash: slash, operatorEnd: j)
    {
      previous = .operand
      return end
    }
    // A "//" or "/*" after the operator's first character starts a comment.
    var k = i + 1
    while k + 1 < j {
      if b[k] == 0x2F && (b[k + 1] == 0x2F || b[k + 1] == 0x2A) {
        j = k
        break
      }
      k += 1
    }
    previous = Self.operatorKind(b, i, j, leftBound: leftBound, rightBound: isRightBound(b, j, leftBound: leftBound))
    return j
  }

  /// As the compiler classifies an operator: binary when bound on both
  /// sides or neither, postfix when only left-bound, prefix when only
  /// right-bound; `=`, `.`, `->`, the ternary `?` and a prefix `&` apart.
  static func operatorKind(
    _ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ j: Int, leftBound: Bool, rightBound: Bool
  ) -> Previous {
    if j - i == 1 {
      switch b[i] {
      case 0x3D: return .binaryOperator  // "="
      case 0x2E: return .operand  // "."
      case 0x3F: return .opener  // the ternary "?"
      case 0x26 where !leftBound && rightBound: return .opener  // "&" before an inout argument
      default: break
      }
    }
    if j - i == 2 && b[i] == 0x2D && b[i + 1] == 0x3E { return .operand }  // "->"
    if leftBound == rightBound { return .binaryOperator }
    return leftBound ? .operand : .opener
  }

  /// Whether the operator at `i` touches what is before it.
  func isLeftBound(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
    guard i > bodyStart else { return false }
    switch b[i - 1] {
    case 0x20, 0x0D, 0x0A, 0x09, 0x28, 0x5B, 0x7B, 0x2C, 0x3B, 0x3A, 0x00: return false
    case 0x2F: return !(i >= 2 && b[i - 2] == 0x2A)  // after "*/", as after a space
    case 0xA0: return !(i >= 2 && b[i - 2] == 0xC2)  // after a no-break space
    default: return true
    }
  }

  /// Whether the operator ending before `j` touches what follows it.
  func isRightBound(_ b: UnsafeBufferPointer<UInt8>, _ j: Int, leftBound: Bool) -> Bool {
    guard j < b.count else { return false }
    switch b[j] {
    case 0x20, 0x0D, 0x0A, 0x09, 0x29, 0x5D, 0x7D, 0x2C, 0x3B, 0x3A, 0x00: return false
    case 0x2E: return !leftBound
    case 0x2F: return !(Self.has(b, 0x2F, at: j + 1) || Self.has(b, 0x2A, at: j + 1))
    case 0xC2: return !Self.has(b, 0xA0, at: j + 1)
    default: return true
    }
  }

  static func isWordStart(_ c: UInt8) -> Bool {
    (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) || c == 0x5F || c == 0x24 || c >= 0x80
  }

  /// `/ = - + ! * % < > & | ^ ~ ?` and `.`.
  static func isOperatorByte(_ c: UInt8) -> Bool {
    switch c {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F, 0x2E: return true
    default: return false
    }
  }

  /// The end of a number literal: digits, letters, "_", and "." before a digit.
  static func endOfNumber(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
    var k = i + 1
    while k < b.count {
      let c = b[k]
      if isWordStart(c) && c < 0x80 || (0x30...0x39).contains(c) {
        k += 1
      } else if c == 0x2E && k + 1 < b.count && (0x30...0x39).contains(b[k + 1]) {
        k += 2
      } else {
        break
      }
    }
    return k
  }
}
