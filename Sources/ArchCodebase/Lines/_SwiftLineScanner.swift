/// The state machine behind ``SwiftLineCounter``: one pass over the bytes,
/// classifying each line as it ends.
///
/// States: code (top level, or inside a `\( … )` interpolation with its
/// parenthesis depth), line comment, block comment of depth n, string with
/// n hashes, single- or multi-line, and multi-line regex literal. Entering an
/// interpolation pushes the string it interrupts on ``stack``; its closing
/// `)` pops it. Code is read token by token (`+Code`), remembering what came
/// before, which decides whether a `/` opens a regex literal (`+Regex`).
struct _SwiftLineScanner {
  struct Delimiter: Equatable {
    var hashes: Int
    var multiline: Bool
  }

  enum Mode: Equatable {
    case code
    case lineComment
    case blockComment(depth: Int)
    case string(Delimiter)
    /// Inside a multi-line `#/ … /#` literal whose closing delimiter ends at `end`.
    case regex(end: Int)
  }

  /// A string interrupted by an interpolation.
  struct Frame {
    var string: Delimiter
    var stringLine: Int
    var savedParens: Int
    var interpolationLine: Int
  }

  private(set) var counts = LineCounts()
  var notes: [LineCountNote] = []
  var mode = Mode.code
  var stack: [Frame] = []
  /// Open parentheses in the innermost interpolation, not counting its `\(`.
  var parens = 0
  var line = 0
  var openedAt = 0
  var lineHasCode = false
  var lineHasComment = false
  /// The token before, in code: whether a `/` may open a regex literal.
  var previous = Previous.nothing
  /// Where the text starts, after a byte-order mark.
  var bodyStart = 0
  /// The fewest hashes for which a multi-line `#/` found no closing `/#`:
  /// none with as many or more follows, so the search is not repeated.
  var hopelessRegexHashes = Int.max

  mutating func scan(_ b: UnsafeBufferPointer<UInt8>) {
    let n = b.count
    // A UTF-8 byte-order mark is no text: the first line is what follows it.
    var i = n >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF ? 3 : 0
    bodyStart = i
    if n > 0 { startLine() }
    while i < n {
      let c = b[i]
      if c == 0x0A || c == 0x0D {
        // A multi-line regex that closed just before this break does not reach the next line.
        if case .regex(let end) = mode, i >= end { mode = .code }
        endLine()
        i += (c == 0x0D && i + 1 < n && b[i + 1] == 0x0A) ? 2 : 1
        if i < n { startLine() }
        continue
      }
      switch mode {
      case .code: i = scanCode(b, i)
      case .lineComment: i += 1
      case .blockComment(let depth): i = scanBlockComment(b, i, depth: depth)
      case .string(let delimiter): i = scanString(b, i, delimiter)
      case .regex(let end):
        if i < end {
          lineHasCode = true
          i += 1
        } else {
          mode = .code
        }
      }
    }
    // The last line has no line break after it.
    if n > 0, b[n - 1] != 0x0A, b[n - 1] != 0x0D { endLine() }
    finish()
  }

  private mutating func startLine() {
    line += 1
    switch mode {
    case .string(let d) where d.multiline: lineHasCode = true
    case .regex: lineHasCode = true
    default: lineHasCode = false
    }
    lineHasComment = false
  }

  private mutating func endLine() {
    if lineHasCode {
      counts.code += 1
    } else if lineHasComment {
      counts.comment += 1
    } else {
      counts.blank += 1
    }
    switch mode {
    case .lineComment: mode = .code
    case .string(let d) where !d.multiline:
      notes.append(LineCountNote(kind: .unterminatedString, line: openedAt))
      mode = .code
      previous = .operand
    default: break
    }
  }

  private mutating func finish() {
    switch mode {
    case .blockComment: notes.append(LineCountNote(kind: .unterminatedBlockComment, line: openedAt))
    case .string(let d) where d.multiline:
      notes.append(LineCountNote(kind: .unterminatedMultilineString, line: openedAt))
    default: break
    }
    if let outer = stack.first {
      notes.append(LineCountNote(kind: .unterminatedInterpolation, line: outer.interpolationLine))
    }
  }

  static func isSpace(_ c: UInt8) -> Bool {
    c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C
  }

  static func isLineBreak(_ c: UInt8) -> Bool {
    c == 0x0A || c == 0x0D
  }

  static func has(_ b: UnsafeBufferPointer<UInt8>, _ byte: UInt8, at i: Int) -> Bool {
    i < b.count && b[i] == byte
  }

  /// Whether `count` `#` follow from `i` on.
  static func hasHashes(_ b: UnsafeBufferPointer<UInt8>, _ count: Int, at i: Int) -> Bool {
    guard i + count <= b.count else { return false }
    var k = i
    while k < i + count {
      if b[k] != 0x23 { return false }
      k += 1
    }
    return true
  }

  private mutating func scanBlockComment(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, depth: Int) -> Int {
    let c = b[i]
    if Self.isSpace(c) { return i + 1 }
    lineHasComment = true
    if c == 0x2F && Self.has(b, 0x2A, at: i + 1) {
      mode = .blockComment(depth: depth + 1)
      return i + 2
    }
    if c == 0x2A && Self.has(b, 0x2F, at: i + 1) {
      mode = depth == 1 ? .code : .blockComment(depth: depth - 1)
      return i + 2
    }
    return i + 1
  }

  private mutating func scanString(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ d: Delimiter) -> Int {
    lineHasCode = true
    let c = b[i]
    if c == 0x5C {  // "\" — an escape only when followed by the string's hashes
      guard Self.hasHashes(b, d.hashes, at: i + 1) else { return i + 1 }
      let k = i + 1 + d.hashes
      guard k < b.count else { return k }
      if b[k] == 0x28 {  // "\(" opens an interpolation
        stack.append(Frame(string: d, stringLine: openedAt, savedParens: parens, interpolationLine: line))
        parens = 0
        mode = .code
        previous = .opener
        return k + 1
      }
      // Leave a line break to the main loop (a multi-line string's `\` continuation).
      return Self.isLineBreak(b[k]) ? k : k + 1
    }
    if c == 0x22 {
      let quotes = d.multiline ? 3 : 1
      if (!d.multiline || (Self.has(b, 0x22, at: i + 1) && Self.has(b, 0x22, at: i + 2)))
        && Self.hasHashes(b, d.hashes, at: i + quotes)
      {
        mode = .code
        previous = .operand
        return i + quotes + d.hashes
      }
    }
    return i + 1
  }
}
