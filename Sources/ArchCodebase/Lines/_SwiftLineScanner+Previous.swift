extension _SwiftLineScanner {
  /// The kind of token before a `/`, as far as regex literals care: the
  /// compiler's lexer reads a `/` with space on both sides as a regex only
  /// where an expression may start (SE-0354).
  enum Previous: Equatable {
    /// The start of the file.
    case nothing
    /// `(`, `[`, `{`, `,`, `;`, `:`, a prefix operator, the ternary `?`,
    /// `#if`: an expression may follow.
    case opener
    /// A binary operator, `=`, or `try?` / `try!`: an expression must follow.
    case binaryOperator
    /// An identifier, a literal, `)`, `]`, `}`, a postfix operator, `.`,
    /// `->`: a `/` after it divides.
    case operand
    /// An identifier or keyword, its bytes at `start..<end`; looked up only
    /// when a `/` follows.
    case word(start: Int, end: Int)
    /// A lone `#`, as before `#if` or `#file`.
    case pound
  }

  /// What a `/` after `previous` may be.
  enum SlashContext {
    /// Only an operator: after `func` or `operator`.
    case operatorOnly
    /// Division, unless the `/` reads as a prefix (space before, none after).
    case operand
    /// A regex if one closes on the line, else an operator.
    case expression
    /// A regex, even an unterminated one, as the compiler reads it.
    case mustBeRegex
  }

  func slashContext(_ b: UnsafeBufferPointer<UInt8>) -> SlashContext {
    switch previous {
    case .nothing, .opener: return .expression
    case .binaryOperator: return .mustBeRegex
    case .operand, .pound: return .operand
    case .word(let start, let end):
      switch Self.keyword(b, start, end) {
      case nil, .value: return .operand
      case .declaresOperator: return .operatorOnly
      case .other: return .expression
      }
    }
  }

  enum KeywordKind { case value, declaresOperator, other }

  /// The keywords the compiler's lexer knows as such; after any but the
  /// values among them, an expression may start.
  static let keywords: [(word: [UInt8], kind: KeywordKind)] =
    ["true", "false", "nil", "self", "Self", "super", "Any"].map { (Array($0.utf8), .value) }
    + ["func", "operator"].map { (Array($0.utf8), .declaresOperator) }
    + [
      "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
      "else", "enum", "extension", "fallthrough", "fileprivate", "for", "guard", "if", "import", "in", "init",
      "inout", "internal", "is", "let", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
      "return", "static", "struct", "subscript", "switch", "throw", "throws", "try", "typealias", "var", "where",
      "while",
    ].map { (Array($0.utf8), .other) }

  static func keyword(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> KeywordKind? {
    guard end - start <= 15 else { return nil }
    return keywords.first { entry in
      entry.word.count == end - start && entry.word.indices.allSatisfy { entry.word[$0] == b[start + $0] }
    }?.kind
  }

  static func isWord(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ word: String) -> Bool {
    var k = start
    for byte in word.utf8 {
      guard k < end, b[k] == byte else { return false }
      k += 1
    }
    return k == end
  }
}
