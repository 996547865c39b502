import Testing

@testable import ArchCodebase

/// Odd input is counted, never crashes, and always sums to its line count.
struct RobustnessTests {
  static let cases: [(name: String, bytes: [UInt8], counts: LineCounts)] = [
    ("empty file", [], LineCounts()),
    ("whitespace only", Array(" \t \n\t\n   ".utf8), LineCounts(blank: 3)),
    ("no trailing newline", Array("let a = 1\n// end".utf8), LineCounts(code: 1, comment: 1)),
    ("only a newline", Array("\n".utf8), LineCounts(blank: 1)),
    ("CRLF line ends", Array("let a = 1\r\n\r\n// c\r\n".utf8), LineCounts(code: 1, comment: 1, blank: 1)),
    ("CR line ends", Array("let a = 1\r\r// c\r/* x\r y */\r".utf8), LineCounts(code: 1, comment: 3, blank: 1)),
    ("mixed line ends", Array("a\nb\r\nc\rd".utf8), LineCounts(code: 4)),
    ("non-UTF-8 bytes", [0x6C, 0x65, 0x74, 0xFF, 0xFE, 0x0A, 0x2F, 0x2F, 0xC3, 0x0A, 0x80, 0x0A, 0x0A],
     LineCounts(code: 2, comment: 1, blank: 1)),
    ("unterminated block comment", Array("let a = 1\n/* open\n\nstill open".utf8),
     LineCounts(code: 1, comment: 2, blank: 1)),
    ("unterminated string", Array("let s = \"open\n// c\nlet b = 2".utf8), LineCounts(code: 2, comment: 1)),
    ("unterminated multi-line string", Array("let s = \"\"\"\n// text\n\n".utf8), LineCounts(code: 3)),
    ("unterminated raw string", Array("let s = #\"open\"\n// c\n".utf8), LineCounts(code: 1, comment: 1)),
    ("unterminated interpolation", Array("let s = \"\"\"\n\\(f(\n// c\n".utf8), LineCounts(code: 2, comment: 1)),
    ("lone quotes and hashes", Array("\"\n#\n##\"\"\"".utf8), LineCounts(code: 3)),
    ("lone slashes and stars", Array("/\n*/\n*\n/*/".utf8), LineCounts(code: 3, comment: 1)),
  ]

  @Test(arguments: cases.indices)
  func countsOddInputAndKeepsTheSum(index: Int) {
    let (name, bytes, expected) = Self.cases[index]
    let counts = SwiftLineCounter.count(bytes: bytes).counts
    #expect(counts == expected, "\(name)")
    // NB: count `\r\n` as two line breaks to see the CRLF case fail.
    #expect(counts.total == lineTotal(bytes), "\(name)")
  }

  @Test func notesWhatItCouldNotClose() {
    #expect(SwiftLineCounter.count("let a = 1\n/* open\n").notes == [
      LineCountNote(kind: .unterminatedBlockComment, line: 2)
    ])
    #expect(SwiftLineCounter.count("let s = \"open\nlet b = 2\n").notes == [
      LineCountNote(kind: .unterminatedString, line: 1)
    ])
    #expect(SwiftLineCounter.count("\n\nlet s = \"\"\"\nabc\n").notes == [
      LineCountNote(kind: .unterminatedMultilineString, line: 3)
    ])
    #expect(SwiftLineCounter.count("let s = \"\"\"\n\\(f(\n").notes == [
      LineCountNote(kind: .unterminatedInterpolation, line: 2)
    ])
  }

  @Test func notesBytesThatAreNotUTF8ByLine() {
    let result = SwiftLineCounter.count(bytes: Array("let a = 1\r\nlet b = 2\n".utf8) + [0xFF, 0x0A])
    #expect(result.notes == [LineCountNote(kind: .invalidUTF8, line: 3)])
    #expect(SwiftLineCounter.count("let é = \"ü\"\n").notes == [])
  }

  @Test func findsNothingToNoteInWellFormedSwift() throws {
    for name in ["DocumentedClass", "BlockComments", "MixedLines", "BlankLines", "RegexLiterals", "ByteOrderMark"] {
      let url = fixturesFolder.appendingPathComponent("Ordinary/\(name).swift")
      #expect(try SwiftLineCounter.count(contentsOf: url).notes == [], "\(name)")
    }
  }
}
