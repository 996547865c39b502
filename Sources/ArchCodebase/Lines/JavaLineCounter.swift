import Foundation

/// Counts the code, comment and blank lines of Java source (`.java`),
/// knowing Java's lexical rules where `cloc` guesses.
///
/// A pure function over bytes in one pass, with a small explicit state
/// machine (no regular expressions), shared with ``KotlinLineCounter``:
/// - comments are `//`, `/* */` and Javadoc `/** */`; block comments do not
///   nest, as in Java: in `/* a /* b */ c`, the comment ends before `c`;
/// - a line with code and a comment is code;
/// - string literals are code, so `//` or `/*` inside them is no comment:
///   `"…"` with `\` escapes, and text blocks, `"""` then a line break, up
///   to the next `"""` that no `\` escapes (`\"""` does not close one);
/// - character literals are code: `'"'`, `'\''`, `'/'`;
/// - a blank line inside a text block is code: it is part of the literal.
///   (`cloc` calls it blank.)
///
/// Lines end at `\n`, `\r\n` or `\r`; a last line without a line break still
/// counts, and an empty text has no lines. A UTF-8 byte-order mark at the
/// start is no text. Unterminated constructs are counted as far as they go
/// and reported in ``LineCountResult/notes``: a block comment, a text block
/// (``LineCountNote/Kind/unterminatedMultilineString``), and a string or
/// character literal not closed on its line
/// (``LineCountNote/Kind/unterminatedString``: both end at the line end).
/// Always `code + comment + blank` is the number of lines.
///
/// ```swift
/// let source = #"""
///   /* Not nested: /* this ends it */ int a = 1;
///   String url = "http://example.com/*";  // code, not a comment
///
///   String json = """
///
///       {"a": "//", "b": "\""" "}
///       """;
///   """#
/// JavaLineCounter.count(source).counts  // code 6, comment 0, blank 1
/// ```
///
/// Not modelled: `\uXXXX` escapes outside literals, which javac decodes
/// before it finds comments (`// \u000A code` is code to javac, comment
/// here and in `cloc`).
///
/// - Complexity: O(*n*) in the number of bytes.
public enum JavaLineCounter {
  /// Counts the lines of Java source given as UTF-8 (or any) bytes.
  ///
  /// ```swift
  /// let bytes = Array("char q = '\"'; // a quote\n/** Javadoc */\n".utf8)
  /// JavaLineCounter.count(bytes: bytes).counts  // code 1, comment 1, blank 0
  /// ```
  public static func count(bytes: [UInt8]) -> LineCountResult {
    bytes.withUnsafeBufferPointer { count(buffer: $0) }
  }

  /// Counts the lines of Java source text.
  ///
  /// ```swift
  /// JavaLineCounter.count("/* /* */ int a;\n\n").counts  // code 1, comment 0, blank 1
  /// ```
  public static func count(_ text: String) -> LineCountResult {
    var text = text
    return text.withUTF8 { count(buffer: $0) }
  }

  /// Counts the lines of the Java file at `url`.
  ///
  /// ```swift
  /// let url = URL(fileURLWithPath: "app/src/main/java/com/example/LoginPresenter.java")
  /// let result = try JavaLineCounter.count(contentsOf: url)
  /// ```
  ///
  /// - Throws: the error of reading the file.
  public static func count(contentsOf url: URL) throws -> LineCountResult {
    let data = try Data(contentsOf: url)
    return data.withUnsafeBytes { count(buffer: $0.bindMemory(to: UInt8.self)) }
  }

  static func count(buffer: UnsafeBufferPointer<UInt8>) -> LineCountResult {
    _CFamilyLineScanner.count(buffer, dialect: .java)
  }
}
