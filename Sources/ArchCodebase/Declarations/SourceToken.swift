/// One token of a Swift, Kotlin or Java file as the declaration reader
/// sees it: a word, an annotation, one punctuation byte, or a line break.
/// Comments, string and character literals and numbers make no token.
struct SourceToken: Equatable {
  enum Kind: Equatable {
    /// An identifier (`LoginPresenter`, `value`, a backticked name).
    case word(String)
    /// A word the declaration reader acts on (`class`, `private`, `fun`,
    /// `extends`): ``SourceTokenizer`` tells them apart from identifiers
    /// by their bytes, so the reader looks up only these.
    case keyword(String)
    /// `@Composable`, `@HiltViewModel` (the name without `@`).
    case annotation(String)
    /// `{`, `}`, `(`, `)`, `<`, `>`, `:`, `,`, `.`, `&`, `=`, `;`, `?`, …
    case punctuation(UInt8)
    /// The end of a line (outside comments and strings).
    case newline
  }

  var kind: Kind
  /// The 1-based line the token starts on.
  var line: Int

  var word: String? {
    switch kind {
    case .word(let text), .keyword(let text): text
    default: nil
    }
  }

  func isPunctuation(_ byte: UInt8) -> Bool { kind == .punctuation(byte) }
}
