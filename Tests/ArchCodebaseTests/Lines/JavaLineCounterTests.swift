import Testing

@testable import ArchCodebase

struct JavaLineCounterTests {
  static func counts(_ source: String) -> LineCounts { JavaLineCounter.count(source).counts }

  @Test func countsCodeCommentAndBlankLinesSeparatelyInJava() {
    let source = "package app;\n\n// A comment.\nclass A {}\n"
    #expect(Self.counts(source) == LineCounts(code: 2, comment: 1, blank: 1))
  }

  @Test func countsALineWithCodeAndACommentAsCodeInJava() {
    let source = "int a = 1; // one\nint b = 2; /* two */\n/* three */ int c = 3;\n"
    #expect(Self.counts(source) == LineCounts(code: 3))
  }

  @Test func countsJavadocAndLineCommentsAsComments() {
    let source = "/**\n * Summary.\n *\n * @param x the input\n */\n// note\nint f(int x) { return x; }\n"
    #expect(Self.counts(source) == LineCounts(code: 1, comment: 6))
  }

  @Test func blockCommentsDoNotNestInJava() {
    // NB: make `nestedComments` true in `Dialect.java` to see this fail.
    let source = "/* a /* b */ int x = 1;\n/* a\n /* b */\nint y = 2;\n"
    #expect(Self.counts(source) == LineCounts(code: 2, comment: 2))
  }

  @Test func aStarSlashInQuotesInsideACommentEndsIt() {
    let result = JavaLineCounter.count("/* say \"*/ int x = 1;\n/* \"*/\n")
    #expect(result.counts == LineCounts(code: 1, comment: 1))
  }

  @Test func readsCommentMarkersInsideStringsAsCode() {
    // NB: let `"` open no string in `scanCode` to see this fail.
    let source = """
      String a = "//";
      String b = "/*";
      int c = 1;
      String d = "*/";
      """
    #expect(Self.counts(source) == LineCounts(code: 4))
  }

  @Test func followsEscapedQuotesInStrings() {
    let result = JavaLineCounter.count(#"String a = "say \"/*\" now";  // c"# + "\n/* c */\n")
    #expect(result.counts == LineCounts(code: 1, comment: 1))
    #expect(result.notes == [])
  }

  @Test func readsNoTemplatesInJavaStrings() {
    // NB: make `templates` true in `Dialect.java` to see this fail.
    let result = JavaLineCounter.count(#"String s = "${"; // c"# + "\n/* c */\n")
    #expect(result.counts == LineCounts(code: 1, comment: 1))
    #expect(result.notes == [])
  }

  @Test func countsEveryLineOfATextBlockAsCodeBlankOnesToo() {
    // NB: drop the multi-line check in `startLine()` to see this fail.
    let source = #"""
      String help = """
          // not a comment
          /* nor this

          "quoted" and ""
          """;
      // a real comment
      """#
    #expect(Self.counts(source) == LineCounts(code: 6, comment: 1))
  }

  @Test(arguments: [#"\""""#, #"\"\"\""#, #"""\"#, #"\\\""""#])
  func anEscapedQuoteDoesNotCloseATextBlock(escaped: String) {
    // NB: let `\` escape nothing in a text block to see this fail.
    let result = JavaLineCounter.count("String s = \"\"\"\n  a \(escaped) /*\n  \"\"\";\n// c */\n")
    #expect(result.counts == LineCounts(code: 3, comment: 1), "\(escaped)")
    #expect(result.notes == [], "\(escaped)")
  }

  @Test func opensATextBlockOnlyBeforeALineBreak() {
    // `"""` with code after it is no text block (javac rejects it): `""`, then a string.
    let result = JavaLineCounter.count("String s = \"\"\"abc\"; // c\nString t = \"\"\"  \t\n  x\n  \"\"\";\n")
    #expect(result.counts == LineCounts(code: 4))
    #expect(result.notes == [])
  }

  @Test func followsALineContinuationInATextBlock() {
    // `\` before a line break joins the lines of the value; the block goes on.
    let source = "String s = \"\"\"\n  one \\\n  two\n  \"\"\";\n// c\n"
    #expect(Self.counts(source) == LineCounts(code: 4, comment: 1))
  }

  @Test(arguments: [#"'"'"#, #"'\''"#, #"'\u0041'"#, "'/'", #"'\\'"#])
  func readsCharacterLiteralsAsCode(literal: String) {
    // NB: let `'` open nothing in `scanCode` to see `'"'` fail.
    let result = JavaLineCounter.count("char c = \(literal); // c\nString s = \"/*\";\n// end\n")
    #expect(result.counts == LineCounts(code: 2, comment: 1), "\(literal)")
    #expect(result.notes == [], "\(literal)")
  }

  @Test func skipsAByteOrderMarkAtTheStart() {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    #expect(JavaLineCounter.count(bytes: bom + Array("// c\nint a;\n".utf8)).counts == LineCounts(code: 1, comment: 1))
    #expect(JavaLineCounter.count(bytes: bom).counts == LineCounts(blank: 1))
  }

  @Test func endsLinesAtLineFeedCarriageReturnOrBoth() {
    #expect(Self.counts("int a;\r\n\r\n// c\r\n") == LineCounts(code: 1, comment: 1, blank: 1))
    #expect(Self.counts("int a;\r\r// c\r/* x\r y */\r") == LineCounts(code: 1, comment: 3, blank: 1))
    #expect(Self.counts("String s = \"\"\"\r\n\r\n\"\"\";\r\n") == LineCounts(code: 3))
  }

  @Test func countsALastLineWithoutABreakAndNoLinesInAnEmptyText() {
    #expect(Self.counts("int a;\n// end") == LineCounts(code: 1, comment: 1))
    #expect(Self.counts("") == LineCounts())
    #expect(Self.counts(" \t") == LineCounts(blank: 1))
  }

  @Test func notesWhatItCouldNotClose() {
    typealias Note = LineCountNote
    #expect(JavaLineCounter.count("int a;\n/* open\n").notes == [Note(kind: .unterminatedBlockComment, line: 2)])
    #expect(JavaLineCounter.count("String s = \"open\nint b;\n").notes == [Note(kind: .unterminatedString, line: 1)])
    #expect(JavaLineCounter.count("\nchar c = 'x\n").notes == [Note(kind: .unterminatedString, line: 2)])
    #expect(
      JavaLineCounter.count("\n\nString s = \"\"\"\nabc\\\"\"\"\n").notes == [
        Note(kind: .unterminatedMultilineString, line: 3)
      ])
  }

  @Test func countsWhatIsUnterminatedAsFarAsItGoes() {
    #expect(Self.counts("int a;\n/* open\n\nstill open") == LineCounts(code: 1, comment: 2, blank: 1))
    #expect(Self.counts("String s = \"open\n// c\nint b;") == LineCounts(code: 2, comment: 1))
    #expect(Self.counts("String s = \"\"\"\n// text\n\n") == LineCounts(code: 3))
  }

  @Test func notesBytesThatAreNotUTF8ByLine() {
    let result = JavaLineCounter.count(bytes: Array("// é\n".utf8) + [0x2F, 0x2F, 0xC3, 0x0A])
    #expect(result.counts == LineCounts(comment: 2))
    #expect(result.notes == [LineCountNote(kind: .invalidUTF8, line: 2)])
  }

  @Test func holdsToItsDocCommentExample() {
    let source = #"""
      /* Not nested: /* this ends it */ int a = 1;
      String url = "http://example.com/*";  // code, not a comment

      String json = """

          {"a": "//", "b": "\""" "}
          """;
      """#
    #expect(Self.counts(source) == LineCounts(code: 6, blank: 1))
    #expect(
      JavaLineCounter.count(bytes: Array("char q = '\"'; // a quote\n/** Javadoc */\n".utf8)).counts
        == LineCounts(code: 1, comment: 1))
    #expect(Self.counts("/* /* */ int a;\n\n") == LineCounts(code: 1, blank: 1))
  }
}
