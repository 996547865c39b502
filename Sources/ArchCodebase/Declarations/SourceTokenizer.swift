/// Splits a Swift, Kotlin or Java file into ``SourceToken``s in one pass
/// over its UTF-8 bytes, skipping what can hide a brace or a keyword:
/// comments (nested in Swift and Kotlin), string literals (multi-line,
/// Swift's raw `#"…"#`, interpolations `\(…)` and `${…}` with strings
/// inside them), character literals (Kotlin, Java) and numbers.
///
/// Not a parser: just enough lexing that a brace in a string or a `class`
/// in a comment never reaches ``SourceDeclarations``.
///
/// - Complexity: O(n) in the file's bytes.
struct SourceTokenizer {
  let bytes: [UInt8]
  let language: SourceLanguage
  var index = 0
  var line = 1
  var tokens: [SourceToken] = []

  init(_ text: String, language: SourceLanguage) {
    self.bytes = Array(text.utf8)
    self.language = language
  }

  /// The tokens of `text`.
  static func tokens(of text: String, language: SourceLanguage) -> [SourceToken] {
    var tokenizer = SourceTokenizer(text, language: language)
    tokenizer.run()
    return tokenizer.tokens
  }

  mutating func run() {
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"):
        tokens.append(SourceToken(kind: .newline, line: line))
        line += 1
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        skipLineComment()
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        skipBlockComment()
      case UInt8(ascii: "\""):
        skipString(hashes: 0)
      case UInt8(ascii: "#") where language == .swift && rawStringHashes() != nil:
        let hashes = rawStringHashes()!
        index += hashes
        skipString(hashes: hashes)
      case UInt8(ascii: "'") where language != .swift:
        skipCharacter()
      case UInt8(ascii: "@"):
        index += 1
        if let word = readWord() {
          tokens.append(SourceToken(kind: .annotation(word), line: line))
        }
      case UInt8(ascii: "`"):
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
        // A stray backtick (none closes it on its line) names nothing; the line break stays a token.
        let closed = end < bytes.count && bytes[end] == UInt8(ascii: "`")
        if closed, end > start {
          tokens.append(SourceToken(kind: .word(String(decoding: bytes[start..<end], as: UTF8.self)), line: line))
        }
        index = closed ? end + 1 : end
      default:
        if Self.startsWord(byte) {
          let start = index
          let word = readWord()!
          let isKeyword = Self.isKeyword(bytes[start..<index])
          tokens.append(SourceToken(kind: isKeyword ? .keyword(word) : .word(word), line: line))
        } else if Self.isDigit(byte) {
          while index < bytes.count, Self.isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            // `1..<n`: a range's dots end the number.
            if bytes[index] == UInt8(ascii: "."), peek(1) == UInt8(ascii: ".") { break }
            index += 1
          }
        } else {
          tokens.append(SourceToken(kind: .punctuation(byte), line: line))
          index += 1
        }
      }
    }
  }

  func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// The words ``DeclarationReader`` acts on, by length: a word is looked
  /// up among those of its length, byte by byte, with no hashing.
  static let keywordsByLength: [[[UInt8]]] = {
    var table = Array(repeating: [[UInt8]](), count: 13)
    let words = Set(DeclarationReader.keywords.keys).union(DeclarationReader.modifierWords)
      .union(DeclarationReader.notNames).union(["func", "fun", "constructor", "extends", "implements", "by", "where"])
    for word in words { table[word.utf8.count].append(Array(word.utf8)) }
    return table
  }()

  /// Whether `word` is one of ``keywordsByLength``.
  static func isKeyword(_ word: ArraySlice<UInt8>) -> Bool {
    guard word.count < keywordsByLength.count, let first = word.first, first >= 0x61 && first <= 0x7A else {
      return false
    }
    return keywordsByLength[word.count].contains { $0.elementsEqual(word) }
  }

  static func startsWord(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
  }

  static func isWordByte(_ byte: UInt8) -> Bool { startsWord(byte) || isDigit(byte) }

  mutating func readWord() -> String? {
    let start = index
    guard index < bytes.count, Self.startsWord(bytes[index]) else { return nil }
    while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// The number of `#` before a Swift raw string's quote, or `nil` when
  /// the `#` at `index` starts no raw string (`#if`, `#selector`).
  func rawStringHashes() -> Int? {
    var count = 0
    while let byte = peek(count), byte == UInt8(ascii: "#") { count += 1 }
    return peek(count) == UInt8(ascii: "\"") ? count : nil
  }

  mutating func skipLineComment() {
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
  }

  mutating func skipBlockComment() {
    index += 2
    var depth = 1
    let nests = language != .java
    while index < bytes.count, depth > 0 {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
      } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        index += 1
      } else if nests, bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        index += 1
      }
      index += 1
    }
  }

  /// Skips a string literal whose opening quote is at `index`, with
  /// `hashes` `#` before it (Swift's raw strings).
  mutating func skipString(hashes: Int) {
    let quote = UInt8(ascii: "\"")
    let multiline = peek(1) == quote && peek(2) == quote
    index += multiline ? 3 : 1
    // Kotlin's raw `"""` strings and Swift's `#"…"#` have no escapes; their interpolations differ.
    let escapes = !(language == .kotlin && multiline)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        if !multiline { return }
        line += 1
        index += 1
      } else if byte == UInt8(ascii: "\\") && escapes {
        var after = index + 1
        var marks = 0
        while marks < hashes, after < bytes.count, bytes[after] == UInt8(ascii: "#") {
          marks += 1
          after += 1
        }
        guard marks == hashes else {
          index += 1
          continue
        }
        // `\` at a line's end in a multi-line string joins the lines; the break is still a line.
        if after < bytes.count, bytes[after] == UInt8(ascii: "\n") { line += 1 }
        if language == .swift, after < bytes.count, bytes[after] == UInt8(ascii: "(") {
          index = after + 1
          skipInterpolation(close: UInt8(ascii: ")"), open: UInt8(ascii: "("))
        } else {
          index = after + 1
        }
      } else if byte == UInt8(ascii: "$") && language == .kotlin && peek(1) == UInt8(ascii: "{") {
        index += 2
        skipInterpolation(close: UInt8(ascii: "}"), open: UInt8(ascii: "{"))
      } else if byte == quote && (!multiline || (peek(1) == quote && peek(2) == quote)) {
        index += multiline ? 3 : 1
        var marks = 0
        while marks < hashes, index < bytes.count, bytes[index] == UInt8(ascii: "#") {
          marks += 1
          index += 1
        }
        if marks == hashes { return }
      } else {
        index += 1
      }
    }
  }

  /// Skips code inside an interpolation up to its closing byte, strings
  /// and comments in it included.
  mutating func skipInterpolation(close: UInt8, open: UInt8) {
    var depth = 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        skipString(hashes: 0)
      } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        skipBlockComment()
      } else {
        if byte == UInt8(ascii: "\n") { line += 1 }
        if byte == open { depth += 1 }
        if byte == close {
          depth -= 1
          if depth == 0 {
            index += 1
            return
          }
        }
        index += 1
      }
    }
  }

  /// Skips `'a'`, `'\n'`, `'\u0041'`; a lone `'` (never valid here) is
  /// skipped alone.
  mutating func skipCharacter() {
    var end = index + 1
    while end < bytes.count, end - index <= 10 {
      if bytes[end] == UInt8(ascii: "\\") {
        end += 2
        continue
      }
      if bytes[end] == UInt8(ascii: "'") {
        index = end + 1
        return
      }
      if bytes[end] == UInt8(ascii: "\n") { break }
      end += 1
    }
    index += 1
  }
}
