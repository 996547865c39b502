/// How many lines of a source text are code, comment and blank.
///
/// Every line falls in exactly one class, so ``total`` is the number of
/// lines. A line holding code and a comment is code; a line holding only
/// whitespace is blank, except inside a multi-line string literal, where it
/// is part of the literal and so counts as code.
///
/// ```swift
/// let counts = SwiftLineCounter.count("let a = 1 // one\n\n// two\n").counts
/// counts  // code 1, comment 1, blank 1
/// counts.total  // 3
/// ```
public struct LineCounts: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Lines holding anything that is not whitespace or comment, string
  /// literals included.
  ///
  /// ```swift
  /// SwiftLineCounter.count("let s = \"// not a comment\"").counts.code  // 1
  /// ```
  public var code: Int
  /// Lines holding only comments (and whitespace).
  ///
  /// ```swift
  /// SwiftLineCounter.count("/* a\n   b */").counts.comment  // 2
  /// ```
  public var comment: Int
  /// Lines holding only whitespace, outside any string literal.
  ///
  /// ```swift
  /// SwiftLineCounter.count("\n \t\n").counts.blank  // 2
  /// ```
  public var blank: Int

  /// Creates counts; ``SwiftLineCounter`` fills them in.
  public init(code: Int = 0, comment: Int = 0, blank: Int = 0) {
    self.code = code
    self.comment = comment
    self.blank = blank
  }

  /// No lines at all, the start of a sum.
  ///
  /// ```swift
  /// files.reduce(.zero) { $0 + $1.counts }
  /// ```
  public static let zero = LineCounts()

  /// All lines: `code + comment + blank`.
  public var total: Int { code + comment + blank }

  /// The counts of two texts together.
  ///
  /// ```swift
  /// LineCounts(code: 1) + LineCounts(blank: 2)  // code 1, comment 0, blank 2
  /// ```
  public static func + (lhs: LineCounts, rhs: LineCounts) -> LineCounts {
    LineCounts(code: lhs.code + rhs.code, comment: lhs.comment + rhs.comment, blank: lhs.blank + rhs.blank)
  }

  /// Adds the counts of another text to these.
  ///
  /// ```swift
  /// var sum = LineCounts.zero
  /// sum += LineCounts(code: 3)
  /// ```
  public static func += (lhs: inout LineCounts, rhs: LineCounts) {
    lhs = lhs + rhs
  }

  /// `"code 10, comment 2, blank 3"`.
  public var description: String {
    "code \(code), comment \(comment), blank \(blank)"
  }
}
