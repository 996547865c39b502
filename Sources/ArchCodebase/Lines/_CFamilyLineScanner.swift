/// The state machine behind ``KotlinLineCounter`` and ``JavaLineCounter``:
/// one pass over the bytes, classifying each line as it ends.
///
/// Both languages take C's comments and Java's literals; a ``Dialect`` says
/// where they part. States: code (top level, or inside a Kotlin `${ … }`
/// template with its brace depth), line comment, block comment of depth n,
/// and a literal: string, character, raw string or text block. Entering a
/// template pushes the string it interrupts on ``stack``; its closing `}`
/// pops it. Literals and comments are read in `+Tokens`.
struct _CFamilyLineScanner {
  /// The lexical rules that set one C-family language apart.
  struct Dialect: Sendable {
    /// What a `"""` opens.
    enum TripleQuote: Sendable {
      /// Kotlin: no escapes, templates, closed by the last three quotes of a run.
      case rawString
      /// Java: escapes, no templates; opened only by `"""` and a line break.
      case textBlock
    }

    /// `/* a /* b */ c */` is one comment (Kotlin), not one that ends at the first `*/` (Java).
    var nestedComments: Bool
    var tripleQuote: TripleQuote
    /// `${ … }` in a string or raw string holds code (Kotlin).
    var templates: Bool
    /// `` `a // b` `` is an identifier (Kotlin).
    var backtickIdentifiers: Bool

    static let kotlin = Dialect(
      nestedComments: true, tripleQuote: .rawString, templates: true, backtickIdentifiers: true)
    static let java = Dialect(
      nestedComments: false, tripleQuote: .textBlock, templates: false, backtickIdentifiers: false)
  }

  enum Literal: Equatable {
    /// `"…"`, which ends at its line's end at the latest.
    case string
    /// `'…'`, read like a string: `'"'`, `'\''`, `'\u0041'`.
    case character
    /// Kotlin's `"""…"""`.
    case rawString
    /// Java's `"""` … `"""`.
    case textBlock

    var isMultiline: Bool { self == .rawString || self == .textBlock }
  }

  enum Mode: Equatable {
    case code
    case lineComment
    case blockComment(depth: Int)
    case literal(Literal)
  }

  /// A string interrupted by a template.
  struct Frame {
    var literal: Literal
    var literalLine: Int
    var savedBraces: Int
    var templateLine: Int
  }

  let dialect: Dialect
  private(set) var counts = LineCounts()
  var notes: [LineCountNote] = []
  var mode = Mode.code
  var stack: [Frame] = []
  /// Open braces in the innermost template, not counting its `${`.
  var braces = 0
  var line = 0
  /// The line where the open comment or literal began.
  var openedAt = 0
  var lineHasCode = false
  var lineHasComment = false

  init(dialect: Dialect) {
    self.dialect = dialect
  }

  /// Counts `buffer` in `dialect`, noting bytes that are not UTF-8 as ``SwiftLineCounter`` does.
  static func count(_ buffer: UnsafeBufferPointer<UInt8>, dialect: Dialect) -> LineCountResult {
    var scanner = _CFamilyLineScanner(dialect: dialect)
    scanner.scan(buffer)
    var notes = scanner.notes
    if let offset = SwiftLineCounter.firstInvalidUTF8Offset(buffer) {
      notes.append(LineCountNote(kind: .invalidUTF8, line: SwiftLineCounter.lineNumber(ofOffset: offset, in: buffer)))
    }
    // By line; on one line, in the order found.
    notes = notes.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    return LineCountResult(counts: scanner.counts, notes: notes)
  }

  mutating func scan(_ b: UnsafeBufferPointer<UInt8>) {
    let n = b.count
    // A UTF-8 byte-order mark is no text: the first line is what follows it.
    var i = n >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF ? 3 : 0
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
      case .literal(let literal): i = scanLiteral(b, i, literal)
      }
    }
    // The last line has no line break after it.
    if n > 0, b[n - 1] != 0x0A, b[n - 1] != 0x0D { endLine() }
    finish()
  }

  private mutating func startLine() {
    line += 1
    // A line inside a raw string or text block is part of its value: code, even when blank.
    if case .literal(let literal) = mode, literal.isMultiline {
      lineHasCode = true
    } else {
      lineHasCode = false
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
    case .literal(let literal) where !literal.isMultiline:
      // A string or character literal ends at its line's end; a template it sits in goes on.
      notes.append(LineCountNote(kind: .unterminatedString, line: openedAt))
      mode = .code
    default: break
    }
  }

  private mutating func finish() {
    switch mode {
    case .blockComment: notes.append(LineCountNote(kind: .unterminatedBlockComment, line: openedAt))
    case .literal(let literal) where literal.isMultiline:
      notes.append(LineCountNote(kind: .unterminatedMultilineString, line: openedAt))
    default: break
    }
    if let outer = stack.first {
      notes.append(LineCountNote(kind: .unterminatedInterpolation, line: outer.templateLine))
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
}
