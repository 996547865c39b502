import Testing

@testable import ArchCodebase

struct SwiftLineCounterTests {
  @Test func countsCodeCommentAndBlankLinesSeparately() {
    let source = """
      import Foundation

      // A comment.
      let a = 1
      """
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 2, comment: 1, blank: 1))
  }

  @Test func countsALineWithCodeAndACommentAsCode() {
    let source = "let a = 1 // one\nlet b = 2 /* two */\n/* three */ let c = 3\n"
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 3))
  }

  @Test func countsDocCommentsOfBothKindsAsComments() {
    let source = "/// Summary.\n///\n/** Block\n doc */\nstruct S {}\n"
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 1, comment: 4))
  }

  @Test func nestsBlockCommentsAsSwiftDoes() {
    // NB: end the block comment at the first `*/` (ignore depth) to see this fail.
    let source = "/* a\n /* b */\n still comment\n*/\nlet x = 1\n"
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 1, comment: 4))
  }

  @Test func countsWhitespaceOnlyLinesInsideABlockCommentAsBlank() {
    // As cloc does: blankness is checked before comments.
    let source = "/*\n\n   \n*/\n"
    #expect(SwiftLineCounter.count(source).counts == LineCounts(comment: 2, blank: 2))
  }

  @Test func readsCommentMarkersInsideStringsAsCode() {
    // NB: let `"` start no string in `scanCode` to see this fail.
    let source = #"""
      let a = "//"
      let b = "/*"
      let c = 1
      let d = "*/"
      """#
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 4))
  }

  @Test func followsEscapedQuotesInStrings() {
    let source = #"let a = "say \"/*\" now"  // c"# + "\nlet b = 2\n"
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 2))
  }

  @Test func countsEveryLineOfAMultilineStringAsCode() {
    let source = #"""
      let s = """
        // text
        /* text
        "quoted" and \"""
        """
      // a real comment
      """#
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 5, comment: 1))
  }

  @Test func countsABlankLineInsideAMultilineStringAsCode() {
    // NB: drop the multi-line check in `startLine()` to see this fail.
    let source = "let s = \"\"\"\n  a\n\n  b\n  \"\"\"\n\n"
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 5, blank: 1))
  }

  @Test(arguments: [
    ("let r = #\"a\\\"/*\"#\nlet x = 1\n", 2),
    ("let r = ##\"a\"#/*\"##\nlet x = 1\n", 2),
    ("let r = #\"\"\"\n  \"\"\" /* still text\n  \"\"\"#\nlet x = 1\n", 4),
    ("let r = #\"\\#(\"//\") /*\"#\nlet x = 1\n", 2),
  ])
  func readsRawStringsWithTheirHashes(source: String, code: Int) {
    // NB: ignore the hash count when closing a string to see this fail.
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: code))
  }

  @Test(arguments: [
    ##"let q = #"""#"##,
    ##"let q = #""""#"##,
    ##"let q = #"""abc"#"##,
    ###"let q = ##"""#"##"###,
  ])
  func readsAOneLineRawStringOfQuotesAsOneLine(line: String) {
    // A raw string closed on its own line is no multi-line opener, as the compiler reads it.
    // NB: make `rawStringClosesOnItsLine` return false to see this fail.
    let source = line + "\nlet x = 1\n// c\n"
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 2, comment: 1), "\(line)")
    #expect(SwiftLineCounter.count(source).notes == [], "\(line)")
  }

  @Test func skipsAByteOrderMarkAtTheStart() {
    // NB: start the scan at byte 0 in `scan(_:)` to see this fail.
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    #expect(SwiftLineCounter.count(bytes: bom + Array("// comment\nlet a = 1\n".utf8)).counts
      == LineCounts(code: 1, comment: 1))
    #expect(SwiftLineCounter.count(bytes: bom + Array("\nlet a = 1\n".utf8)).counts == LineCounts(code: 1, blank: 1))
    #expect(SwiftLineCounter.count(bytes: bom).counts == LineCounts(blank: 1))
  }

  @Test func followsStringsNestedInInterpolations() {
    // NB: stop pushing a frame on `\(` to see this fail.
    let source = #"""
      let s = "\(flag ? "/*" : "//") \(f("a)", g(")")))"
      let t = 1
      let u = "*/"
      // a comment
      """#
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 3, comment: 1))
  }

  @Test func followsInterpolationsSpanningLinesInMultilineStrings() {
    let source = #"""
      let s = """
        \(items.map { item in
          // a comment inside the interpolation
          "\(item)//"
        })

        """
      """#
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 6, comment: 1))
  }

  @Test func countsEveryCompilationConditionBranchAsCode() {
    let source = "#if DEBUG\nlet a = 1\n#elseif os(Linux)\nlet a = 2\n#else\nlet a = 3\n#endif\n"
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 7))
  }

  @Test func countsHashDirectivesThatAreNoRawStringsAsCode() {
    let source = "let f = #file // where\n#warning(\"//x\")\nlet s = #selector(f)\n"
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 3))
  }

  @Test func countsAHundredThousandLinesOfMixedCodeExactly() {
    let chunk = ##"""
      /// A documented function.
      func f(_ x: Int) -> String {  // trailing

        let s = "\(x) // \("nested")" /* block /* nested */ */
        return #"raw \#(s)"#
      }

      """##
    // Speed is the benchmark's business; here, exactness at scale.
    let source = String(repeating: chunk, count: 17_000)  // 6 lines each: 102,000 lines
    let counts = SwiftLineCounter.count(source).counts
    #expect(counts.total == lineTotal(source))
    #expect(counts == LineCounts(code: 17_000 * 4, comment: 17_000, blank: 17_000))
  }
}
