/// Something odd the line counter met in a file, and the line where it began.
///
/// Notes never change the rule that every line is counted once; they say
/// why a count may look surprising — a block comment that never closes
/// turns the rest of the file into comment lines.
///
/// ```swift
/// SwiftLineCounter.count("let a = 1\n/* open").notes
/// // [unterminated block comment at line 2]
/// ```
public struct LineCountNote: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What kind of anomaly the counter met.
  ///
  /// ```swift
  /// note.kind == .unterminatedBlockComment
  /// ```
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A `/*` without its `*/`: the rest of the file was counted as comment.
    case unterminatedBlockComment = "unterminated block comment"
    /// A `"` string without its closing quote on the same line: the string
    /// was ended at the line end.
    case unterminatedString = "unterminated string literal"
    /// A `"""` string without its closing `"""`: the rest of the file was
    /// counted as code.
    case unterminatedMultilineString = "unterminated multi-line string literal"
    /// A `\(` interpolation without its `)`: the rest of the file was read
    /// as code.
    case unterminatedInterpolation = "unterminated string interpolation"
    /// A regex literal without its closing delimiter: a `#/` or a `/`
    /// where an expression must start (`= /a`) not closed on its line, or
    /// a multi-line `#/` without its `/#`. As the compiler does, the
    /// literal was ended at the line end.
    case unterminatedRegex = "unterminated regex literal"
    /// Bytes that are not valid UTF-8: lines were still split and counted
    /// by bytes.
    case invalidUTF8 = "bytes that are not valid UTF-8"
  }

  /// What the counter met.
  public var kind: Kind
  /// The 1-based line where the construct began (the first bad byte for
  /// ``Kind/invalidUTF8``).
  public var line: Int

  /// Creates a note.
  public init(kind: Kind, line: Int) {
    self.kind = kind
    self.line = line
  }

  /// `"unterminated block comment at line 2"`.
  public var description: String { "\(kind.rawValue) at line \(line)" }
}
