import Foundation

/// Counts the code, comment and blank lines of Kotlin source (`.kt`,
/// `.kts`), knowing Kotlin's lexical rules where `cloc` guesses.
///
/// A pure function over bytes in one pass, with a small explicit state
/// machine (no regular expressions), shared with ``JavaLineCounter``:
/// - comments are `//`, `/* */` and KDoc `/** */`; block comments nest, as
///   in Kotlin: `/* a /* b */ still comment */`;
/// - a line with code and a comment is code;
/// - string literals are code, so `//` or `/*` inside them is no comment:
///   `"…"` with `\` escapes, and raw strings `"""…"""`, which have no
///   escapes and close with the last three quotes of a run (`"""a""""` is
///   the string `a"`);
/// - templates `${ … }` in both kinds of string hold code, followed to
///   their closing brace through nested braces, strings and comments:
///   `"${map["a"]}"`, `"${ if (x) "}" else "{" }"`; `$name` needs nothing,
///   but `$` before a name in backticks takes the whole name, quotes and all;
/// - character literals are code: `'"'`, `'\''`, `'/'`;
/// - an identifier in backticks is code, whatever it holds: a test function
///   named `a // b` between backticks opens no comment. A backtick with no
///   other on its line is a lone character, as for kotlinc;
/// - a blank line inside a raw string is code: it is part of the literal.
///   (`cloc` calls it blank.)
///
/// Lines end at `\n`, `\r\n` or `\r`; a last line without a line break still
/// counts, and an empty text has no lines. A UTF-8 byte-order mark at the
/// start is no text. Unterminated constructs are counted as far as they go
/// and reported in ``LineCountResult/notes``: a block comment, a raw string
/// (``LineCountNote/Kind/unterminatedMultilineString``), a `${` without its
/// `}` (``LineCountNote/Kind/unterminatedInterpolation``), and a string or
/// character literal not closed on its line
/// (``LineCountNote/Kind/unterminatedString``: both end at the line end).
/// Always `code + comment + blank` is the number of lines.
///
/// ```swift
/// let source = """
///   /* A counter. /* Nested. */ still comment */
///   val url = "https://${host}/a"  // code, not a comment
///
///   val json = \"""
///
///   {"a": "//"}
///   \"""
///   """
/// KotlinLineCounter.count(source).counts  // code 5, comment 1, blank 1
/// ```
///
/// - Complexity: O(*n*) in the number of bytes.
public enum KotlinLineCounter {
  /// Counts the lines of Kotlin source given as UTF-8 (or any) bytes.
  ///
  /// ```swift
  /// let bytes = Array("val q = '\"' // a quote\n/** KDoc */\n".utf8)
  /// KotlinLineCounter.count(bytes: bytes).counts  // code 1, comment 1, blank 0
  /// ```
  public static func count(bytes: [UInt8]) -> LineCountResult {
    bytes.withUnsafeBufferPointer { count(buffer: $0) }
  }

  /// Counts the lines of Kotlin source text.
  ///
  /// ```swift
  /// KotlinLineCounter.count("val s = \"${m[\"/*\"]}\"\n\n").counts  // code 1, comment 0, blank 1
  /// ```
  public static func count(_ text: String) -> LineCountResult {
    var text = text
    return text.withUTF8 { count(buffer: $0) }
  }

  /// Counts the lines of the Kotlin file at `url`.
  ///
  /// ```swift
  /// let url = URL(fileURLWithPath: "app/src/main/java/com/example/MainActivity.kt")
  /// let result = try KotlinLineCounter.count(contentsOf: url)
  /// ```
  ///
  /// - Throws: the error of reading the file.
  public static func count(contentsOf url: URL) throws -> LineCountResult {
    let data = try Data(contentsOf: url)
    return data.withUnsafeBytes { count(buffer: $0.bindMemory(to: UInt8.self)) }
  }

  static func count(buffer: UnsafeBufferPointer<UInt8>) -> LineCountResult {
    _CFamilyLineScanner.count(buffer, dialect: .kotlin)
  }
}
