/// Regex literals (SE-0354), read as the compiler's lexer reads them, so
/// that their contents open no comment and no string.
///
/// A bare `/…/` stays on one line. Its opening `/` must not touch what is
/// before it (`a/b/c` divides), and opens a regex:
/// - when nothing follows it closely either (`= / a/`), only where an
///   expression must start (after a binary operator or `=`, read as a regex
///   even if unterminated) or may start (after `(`, `,`, `return`, …, read as
///   one only if it closes); after an operand (`a / b`) it divides;
/// - when something follows closely (`(/a/`, `x /a/`), if it closes.
/// Closing means: a `/` on the same line, outside `\` escapes, not followed
/// by `/` or `*`, with no space or tab right after the opening `/` or right
/// before the closing one, and no `)` without its `(`.
///
/// An extended `#/…/#` (any number of `#`) opens wherever it appears; when
/// `#/` ends its line, the literal spans lines up to `/#`. Without its
/// closing delimiter the literal ends at the end of its line, as the
/// compiler reads it, and a note says so.
extension _SwiftLineScanner {
  /// Where the regex literal opening at `slash` ends, if the operator
  /// holding it (ending before `operatorEnd`) opens one.
  mutating func regexEnd(_ b: UnsafeBufferPointer<UInt8>, slash: Int, operatorEnd: Int) -> Int? {
    let context = slashContext(b)
    if context == .operatorOnly { return nil }  // `func /(…)`, `operator /^/`
    var must = false
    if !isRightBound(b, operatorEnd, leftBound: false) {
      switch context {
      case .operand, .operatorOnly: return nil
      case .mustBeRegex: must = true
      case .expression: break
      }
    }
    guard let (end, closed) = Self.bareRegexEnd(b, from: slash + 1, mustBeRegex: must) else { return nil }
    if !closed { notes.append(LineCountNote(kind: .unterminatedRegex, line: line)) }
    return end
  }

  /// The end of a `/…/` literal whose pattern starts at `start`, and whether
  /// it closed; `nil` if it is no regex (unless it must be one).
  static func bareRegexEnd(
    _ b: UnsafeBufferPointer<UInt8>, from start: Int, mustBeRegex must: Bool
  ) -> (end: Int, closed: Bool)? {
    let n = b.count
    if start < n {
      if b[start] == 0x2A || b[start] == 0x2F { return nil }  // "/*" or "//": a comment
      if (b[start] == 0x20 || b[start] == 0x09) && !must { return nil }
    }
    var k = start
    var groups = 0
    var classes = 0
    var lastSpace = -1
    scan: while k < n {
      let c = b[k]
      switch c {
      case 0x2F:
        if has(b, 0x2F, at: k + 1) || has(b, 0x2A, at: k + 1) { break scan }  // a comment follows
        if lastSpace == k - 1 && !must { return nil }
        return (k + 1, true)
      case 0x0A, 0x0D:
        break scan
      case 0x5C:  // "\" escapes the next byte, but not a line break
        if k + 1 < n && isLineBreak(b[k + 1]) {
          k += 1
          break scan
        }
        k += 2
        continue scan
      case 0x28 where classes == 0:
        groups += 1
      case 0x29 where classes == 0:
        if groups > 0 {
          groups -= 1
        } else if !must {
          return nil  // `bar(/x) / 2`: an operator
        }
      case 0x5B:
        classes += 1
      case 0x5D:
        if classes > 0 { classes -= 1 }
      case 0x20, 0x09:
        lastSpace = k
      default:
        break
      }
      k += 1
    }
    return must ? (min(k, n), false) : nil
  }

  /// Reads `#…#/`, `hashes` `#` then the `/` at `slash`; returns where to go on.
  mutating func scanExtendedRegex(_ b: UnsafeBufferPointer<UInt8>, hashes: Int, slash: Int) -> Int {
    previous = .operand
    var m = slash + 1
    while m < b.count && (b[m] == 0x20 || b[m] == 0x09) { m += 1 }
    if m < b.count && Self.isLineBreak(b[m]) {  // a multi-line literal
      if hashes < hopelessRegexHashes, let end = Self.extendedRegexEnd(b, from: m, hashes: hashes, multiline: true) {
        mode = .regex(end: end)
      } else {
        hopelessRegexHashes = min(hopelessRegexHashes, hashes)
        notes.append(LineCountNote(kind: .unterminatedRegex, line: line))
      }
      return m
    }
    if let end = Self.extendedRegexEnd(b, from: slash + 1, hashes: hashes, multiline: false) { return end }
    notes.append(LineCountNote(kind: .unterminatedRegex, line: line))
    var k = slash + 1
    while k < b.count && !Self.isLineBreak(b[k]) { k += 1 }
    return k
  }

  /// The end of the closing `/#…` (at least `hashes` `#`, as many as
  /// follow) of an extended literal, searched from `start`.
  static func extendedRegexEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int, hashes: Int, multiline: Bool) -> Int? {
    var k = start
    while k < b.count {
      let c = b[k]
      if c == 0x2F && hasHashes(b, hashes, at: k + 1) {
        var end = k + 1 + hashes
        while end < b.count && b[end] == 0x23 { end += 1 }
        return end
      }
      if c == 0x5C {
        if !multiline && k + 1 < b.count && isLineBreak(b[k + 1]) { return nil }
        k += 2
        continue
      }
      if !multiline && isLineBreak(c) { return nil }
      k += 1
    }
    return nil
  }
}
