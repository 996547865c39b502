/// The state machine behind ``SwiftLineCounter``: one pass over the bytes,
/// classifying each line as it ends.
///
/// States: code (top level, or inside a `\( … )` interpolation with its
/// parenthesis depth), line comment, block comment of depth n, and string
/// with n hashes, single- or multi-line. Entering an interpolation pushes the
/// string it interrupts on ``stack``; its closing `)` pops it.
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
  }

  /// A string interrupted by an interpolation.
  struct Frame {
    var string: Delimiter
    var stringLine: Int
    var savedParens: Int
    var interpolationLine: Int
  }

  private(set) var counts = LineCounts()
  private(set) var notes: [LineCountNote] = []
  private var mode = Mode.code
  private var stack: [Frame] = []
  /// Open parentheses in the innermost interpolation, not counting its `\(`.
  private var parens = 0
  private var line = 0
  private var openedAt = 0
  private var lineHasCode = false
  private var lineHasComment = false

  mutating func scan(_ b: UnsafeBufferPointer<UInt8>) {
    let n = b.count
    var i = 0
    if n > 0 { startLine() }
    while i < n {
      let c = b[i]
      if c == 0x0A || c == 0x0D {
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
      }
    }
    // The last line has no line break after it.
    if n > 0, b[n - 1] != 0x0A, b[n - 1] != 0x0D { endLine() }
    finish()
  }

  private mutating func startLine() {
    line += 1
    if case .string(let d) = mode, d.multiline { lineHasCode = true } else { lineHasCode = false }
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

  private static func isSpace(_ c: UInt8) -> Bool {
    c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C
  }

  private static func has(_ b: UnsafeBufferPointer<UInt8>, _ byte: UInt8, at i: Int) -> Bool {
    i < b.count && b[i] == byte
  }

  /// Whether `count` `#` follow from `i` on.
  private static func hasHashes(_ b: UnsafeBufferPointer<UInt8>, _ count: Int, at i: Int) -> Bool {
    guard i + count <= b.count else { return false }
    var k = i
    while k < i + count {
      if b[k] != 0x23 { return false }
      k += 1
    }
    return true
  }

  private mutating func scanCode(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
    let c = b[i]
    if Self.isSpace(c) { return i + 1 }
    if c == 0x2F {  // "/"
      if Self.has(b, 0x2F, at: i + 1) {
        lineHasComment = true
        mode = .lineComment
        return i + 2
      }
      if Self.has(b, 0x2A, at: i + 1) {
        lineHasComment = true
        openedAt = line
        mode = .blockComment(depth: 1)
        return i + 2
      }
    }
    lineHasCode = true
    if c == 0x22 || c == 0x23 {  // `"` or "#": maybe a string's opening delimiter
      var j = i
      while j < b.count && b[j] == 0x23 { j += 1 }
      guard Self.has(b, 0x22, at: j) else { return j }
      let multiline = Self.has(b, 0x22, at: j + 1) && Self.has(b, 0x22, at: j + 2)
      openedAt = line
      mode = .string(Delimiter(hashes: j - i, multiline: multiline))
      return j + (multiline ? 3 : 1)
    }
    if !stack.isEmpty {
      if c == 0x28 {  // "("
        parens += 1
      } else if c == 0x29 {  // ")"
        if parens == 0 {
          let frame = stack.removeLast()
          mode = .string(frame.string)
          openedAt = frame.stringLine
          parens = frame.savedParens
        } else {
          parens -= 1
        }
      }
    }
    return i + 1
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
        return k + 1
      }
      // Leave a line break to the main loop (a multi-line string's `\` continuation).
      return b[k] == 0x0A || b[k] == 0x0D ? k : k + 1
    }
    if c == 0x22 {
      let quotes = d.multiline ? 3 : 1
      if (!d.multiline || (Self.has(b, 0x22, at: i + 1) && Self.has(b, 0x22, at: i + 2)))
        && Self.hasHashes(b, d.hashes, at: i + quotes)
      {
        mode = .code
        return i + quotes + d.hashes
      }
    }
    return i + 1
  }
}
