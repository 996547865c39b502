import Foundation

/// Counts the code, comment and blank lines of Swift source, knowing Swift's
/// lexical rules where `cloc` guesses.
///
/// A pure function over bytes in one pass, with a small explicit state
/// machine (no regular expressions):
/// - comments are `//`, `///`, `/* */` and `/** */`; block comments nest,
///   as in Swift: `/* a /* b */ still comment */`;
/// - a line with code and a comment is code;
/// - string literals are code — `"…"`, multi-line `"""…"""`, raw `#"…"#`,
///   `##"…"##`, `#"""…"""#` — so `//` or `/*` inside them is no comment;
///   escapes (`\"`, `\#"` in raw strings) and interpolations `\( … )` /
///   `\#( … )` are followed, including strings nested in interpolations;
///   `#"""#` is a one-line raw string holding a quote, as for the compiler;
/// - regex literals are code, and so are their contents: `/\/*/`,
///   `#/"/#`, and multi-line `#/ … /#` (every line of it). A bare `/` opens
///   a regex where the compiler's lexer would open one (SE-0354): not
///   touching what is before it, and only where an expression may start or
///   when no space follows it; so `a / b`, `a/b` and `x /= 2` divide;
/// - every `#if` / `#else` branch is code;
/// - a blank line inside a multi-line string or regex literal is code: it is
///   part of the literal. (`cloc` calls it blank, as it tests every line
///   for blankness before looking at strings.)
///
/// Lines end at `\n`, `\r\n` or `\r`; a last line without a line break still
/// counts, and an empty text has no lines. A UTF-8 byte-order mark at the
/// start is no text. Bytes that are not UTF-8 are counted like any other
/// non-blank byte. Unterminated comments, strings and regex literals are
/// counted as far as they go and reported in ``LineCountResult/notes``.
/// Always `code + comment + blank` is the number of lines.
///
/// ```swift
/// let source = """
///   /* A counter. /* Nested. */ */
///   let url = "https://example.com"  // code, not a comment
///
///   """
/// SwiftLineCounter.count(source).counts  // code 1, comment 1, blank 1
/// ```
///
/// Not modelled: regex literals inside a string interpolation (the
/// compiler itself does not find them there), and operator characters
/// outside ASCII, which are read as identifier characters.
///
/// - Complexity: O(*n*) in the number of bytes. The exception is a file
///   full of unclosed multi-line `#/` literals, each with fewer `#` than the
///   last: each searches to the end of the file, O(*n*√*n*) at worst.
public enum SwiftLineCounter {
  /// Counts the lines of Swift source given as UTF-8 (or any) bytes.
  ///
  /// ```swift
  /// let bytes = Array("let a = 1\n// done\n".utf8)
  /// SwiftLineCounter.count(bytes: bytes).counts  // code 1, comment 1, blank 0
  /// ```
  public static func count(bytes: [UInt8]) -> LineCountResult {
    bytes.withUnsafeBufferPointer { count(buffer: $0) }
  }

  /// Counts the lines of Swift source text.
  ///
  /// ```swift
  /// SwiftLineCounter.count("let a = 1\n\n").counts  // code 1, comment 0, blank 1
  /// ```
  public static func count(_ text: String) -> LineCountResult {
    var text = text
    return text.withUTF8 { count(buffer: $0) }
  }

  /// Counts the lines of the Swift file at `url`.
  ///
  /// ```swift
  /// let result = try SwiftLineCounter.count(contentsOf: URL(fileURLWithPath: "Sources/App/App.swift"))
  /// ```
  ///
  /// - Throws: the error of reading the file.
  public static func count(contentsOf url: URL) throws -> LineCountResult {
    let data = try Data(contentsOf: url)
    return data.withUnsafeBytes { count(buffer: $0.bindMemory(to: UInt8.self)) }
  }

  static func count(buffer: UnsafeBufferPointer<UInt8>) -> LineCountResult {
    var scanner = _SwiftLineScanner()
    scanner.scan(buffer)
    var notes = scanner.notes
    if let offset = firstInvalidUTF8Offset(buffer) {
      notes.append(LineCountNote(kind: .invalidUTF8, line: lineNumber(ofOffset: offset, in: buffer)))
    }
    // By line; on one line, in the order found.
    notes = notes.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    return LineCountResult(counts: scanner.counts, notes: notes)
  }

  /// The offset of the first byte that does not decode as UTF-8, if any.
  static func firstInvalidUTF8Offset(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    guard buffer.contains(where: { $0 >= 0x80 }) else { return nil }
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = buffer.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The 1-based line holding the byte at `offset`.
  static func lineNumber(ofOffset offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
    var line = 1
    var i = 0
    while i < offset {
      if buffer[i] == 0x0A || (buffer[i] == 0x0D && (i + 1 >= buffer.count || buffer[i + 1] != 0x0A)) {
        line += 1
      }
      i += 1
    }
    return line
  }
}
