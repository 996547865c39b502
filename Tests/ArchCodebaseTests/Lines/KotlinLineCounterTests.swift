import Testing

@testable import ArchCodebase

struct KotlinLineCounterTests {
  static func counts(_ source: String) -> LineCounts { KotlinLineCounter.count(source).counts }

  @Test func countsCodeCommentAndBlankLinesSeparatelyInKotlin() {
    let source = "package app\n\n// A comment.\nval a = 1\n"
    #expect(Self.counts(source) == LineCounts(code: 2, comment: 1, blank: 1))
  }

  @Test func countsALineWithCodeAndACommentAsCodeInKotlin() {
    let source = "val a = 1 // one\nval b = 2 /* two */\n/* three */ val c = 3\n"
    #expect(Self.counts(source) == LineCounts(code: 3))
  }

  @Test func countsKDocAndLineCommentsAsComments() {
    let source = "/**\n * Summary.\n *\n * @param x the input\n */\n// note\nfun f(x: Int) = x\n"
    #expect(Self.counts(source) == LineCounts(code: 1, comment: 6))
  }

  @Test func nestedBlockCommentsStayCommentInKotlin() {
    // NB: make `nestedComments` false in `Dialect.kotlin` to see this fail.
    let source = "/* a /* b */ still comment */\n/* a\n /* b */\n still comment\n*/\nval x = 1\n"
    #expect(Self.counts(source) == LineCounts(code: 1, comment: 5))
  }

  @Test func aSlashStarInQuotesInsideACommentStillNests() {
    // Comments know no strings: the `/*` between quotes opens a nested comment, as for kotlinc.
    let result = KotlinLineCounter.count("/* say \"/*\" */\nval x = 1\n*/\nval y = 2\n")
    #expect(result.counts == LineCounts(code: 1, comment: 3))
    #expect(result.notes == [])
  }

  @Test func aStarSlashInQuotesInsideACommentEndsIt() {
    let result = KotlinLineCounter.count("/* say \"*/ val x = 1\n/* \"*/\n")
    #expect(result.counts == LineCounts(code: 1, comment: 1))
  }

  @Test func readsCommentMarkersInsideStringsAsCode() {
    // NB: let `"` open no string in `scanCode` to see this fail.
    let source = """
      val a = "//"
      val b = "/*"
      val c = 1
      val d = "*/"
      """
    #expect(Self.counts(source) == LineCounts(code: 4))
  }

  @Test func followsEscapedQuotesAndDollarsInStrings() {
    let source = #"val a = "say \"/*\" now"  // c"# + "\n" + #"val b = "\${"; /* c */"# + "\n// end\n"
    let result = KotlinLineCounter.count(source)
    #expect(result.counts == LineCounts(code: 2, comment: 1))
    #expect(result.notes == [])
  }

  @Test(arguments: [
    #"val s = "${map["a"]}" // c"#,
    #"val s = "${map["/*"]}""#,
    #"val s = "${ if (x) "}" else "{" } ${ "/*" }""#,
    #"val s = "${ m.map { "a" } + "/*" }""#,
    #"val s = "${ "${ "/*" }" }""#,
    #"val s = "${ a /* } */ }""#,
    #"val s = "$name and ${'"'}""#,
  ])
  func followsTemplatesThroughNestedBracesAndStrings(line: String) {
    // NB: stop pushing a frame on `${` in `scanLiteral` to see this fail.
    let result = KotlinLineCounter.count(line + "\nval x = 1\n// c */\n")
    #expect(result.counts == LineCounts(code: 2, comment: 1), "\(line)")
    #expect(result.notes == [], "\(line)")
  }

  @Test func followsATemplateAcrossLines() {
    let source = "val s = \"${\n  // inside the template\n\n  x\n} /*\"\n// c\n"
    #expect(Self.counts(source) == LineCounts(code: 3, comment: 2, blank: 1))
  }

  @Test func countsEveryLineOfARawStringAsCodeBlankOnesToo() {
    // NB: drop the multi-line check in `startLine()` to see this fail.
    let source = #"""
      val help = """
      // not a comment
      /* nor this

      "quoted" and \"
      """
      // a real comment
      """#
    #expect(Self.counts(source) == LineCounts(code: 6, comment: 1))
  }

  @Test func readsNoEscapesInRawStrings() {
    let result = KotlinLineCounter.count(#"val path = """C:\""""# + "\n// c\n")
    #expect(result.counts == LineCounts(code: 1, comment: 1))
    #expect(result.notes == [])
  }

  @Test(arguments: [
    #"val s = """a""""; val t = "/*""#,
    #"val s = """"""; val t = "/*""#,
    #"val s = """""""""; val t = "/*""#,
    #"val s = ""; val t = "/*""#,
  ])
  func closesARawStringWithTheLastThreeQuotesOfARun(line: String) {
    // NB: close a raw string at its first three quotes to see `"""a""""` fail.
    let result = KotlinLineCounter.count(line + "\nval x = 1\n// c */\n")
    #expect(result.counts == LineCounts(code: 2, comment: 1), "\(line)")
    #expect(result.notes == [], "\(line)")
  }

  @Test func followsTemplatesInsideRawStrings() {
    let source = #"""
      val json = """
        {"name": "${user.name}", "tags": ${tags.joinToString { "\"$it\"" }}}
        ${ """/* nested raw */""" } ${'$'}
      """
      // c
      """#
    let result = KotlinLineCounter.count(source)
    #expect(result.counts == LineCounts(code: 4, comment: 1))
    #expect(result.notes == [])
  }

  @Test(arguments: [#"'"'"#, #"'\''"#, #"'\u0041'"#, "'/'", #"'\\'"#, "'$'"])
  func readsCharacterLiteralsAsCode(literal: String) {
    // NB: let `'` open nothing in `scanCode` to see `'"'` fail.
    let result = KotlinLineCounter.count("val c = \(literal) // c\nval s = \"/*\"\n// end\n")
    #expect(result.counts == LineCounts(code: 2, comment: 1), "\(literal)")
    #expect(result.notes == [], "\(literal)")
  }

  @Test func readsBacktickIdentifiersAsCode() {
    // NB: make `backtickIdentifiers` false in `Dialect.kotlin` to see this fail.
    let source = "@Test fun `skips /* in names`() = Unit\n`say \"hi`()\n// c */\n"
    let result = KotlinLineCounter.count(source)
    #expect(result.counts == LineCounts(code: 2, comment: 1))
    #expect(result.notes == [])
  }

  @Test func readsALoneBacktickAsOneCharacter() {
    // kotlinc reads a backtick with no other on its line as a bad character, then goes on.
    let source = "val a = 1 ` /* lone\nstill comment\n*/\nval x = 1\n"
    #expect(Self.counts(source) == LineCounts(code: 2, comment: 2))
  }

  @Test(arguments: [#"val s = "$`a"b` /*""#, #"val s = """$`a"""b` /*""""#, #"val s = "$`/*`""#])
  func takesABacktickNameAfterADollarWhole(line: String) {
    // `$` and a name in backticks is a short template: the name's quotes close nothing.
    // NB: drop the backtick case from `scanTemplate` to see this fail.
    let result = KotlinLineCounter.count(line + "\nval x = 1\n// c */\n")
    #expect(result.counts == LineCounts(code: 2, comment: 1), "\(line)")
    #expect(result.notes == [], "\(line)")
  }

  @Test func skipsAByteOrderMarkAtTheStart() {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    #expect(
      KotlinLineCounter.count(bytes: bom + Array("// c\nval a = 1\n".utf8)).counts
        == LineCounts(code: 1, comment: 1))
    #expect(KotlinLineCounter.count(bytes: bom).counts == LineCounts(blank: 1))
  }

  @Test func endsLinesAtLineFeedCarriageReturnOrBoth() {
    #expect(Self.counts("val a = 1\r\n\r\n// c\r\n") == LineCounts(code: 1, comment: 1, blank: 1))
    #expect(Self.counts("val a = 1\r\r// c\r/* x\r y */\r") == LineCounts(code: 1, comment: 3, blank: 1))
    #expect(Self.counts("val s = \"\"\"\r\n\r\n\"\"\"\r\n") == LineCounts(code: 3))
  }

  @Test func countsALastLineWithoutABreakAndNoLinesInAnEmptyText() {
    #expect(Self.counts("val a = 1\n// end") == LineCounts(code: 1, comment: 1))
    #expect(Self.counts("") == LineCounts())
    #expect(Self.counts("\n") == LineCounts(blank: 1))
  }

  @Test func notesWhatItCouldNotClose() {
    typealias Note = LineCountNote
    #expect(KotlinLineCounter.count("val a = 1\n/* /* */\n").notes == [Note(kind: .unterminatedBlockComment, line: 2)])
    #expect(KotlinLineCounter.count("val s = \"open\nval b = 2\n").notes == [Note(kind: .unterminatedString, line: 1)])
    #expect(KotlinLineCounter.count("\nval c = '\\'\n").notes == [Note(kind: .unterminatedString, line: 2)])
    #expect(
      KotlinLineCounter.count("\n\nval s = \"\"\"\nabc\"\"\n").notes == [
        Note(kind: .unterminatedMultilineString, line: 3)
      ])
    #expect(
      KotlinLineCounter.count("val s = \"\"\"\n${f(\n// c\n").notes == [
        Note(kind: .unterminatedInterpolation, line: 2)
      ])
  }

  @Test func countsWhatIsUnterminatedAsFarAsItGoes() {
    #expect(Self.counts("val a = 1\n/* open\n\nstill open") == LineCounts(code: 1, comment: 2, blank: 1))
    #expect(Self.counts("val s = \"open\n// c\nval b = 2") == LineCounts(code: 2, comment: 1))
    #expect(Self.counts("val s = \"\"\"\n// text\n\n") == LineCounts(code: 3))
    #expect(Self.counts("val s = \"${\n// c\n\n") == LineCounts(code: 1, comment: 1, blank: 1))
  }

  @Test func notesBytesThatAreNotUTF8ByLine() {
    let result = KotlinLineCounter.count(bytes: Array("val a = 1\r\nval b = 2\n".utf8) + [0xFF, 0x0A])
    #expect(result.counts == LineCounts(code: 3))
    #expect(result.notes == [LineCountNote(kind: .invalidUTF8, line: 3)])
  }

  @Test func holdsToItsDocCommentExample() {
    let source = """
      /* A counter. /* Nested. */ still comment */
      val url = "https://${host}/a"  // code, not a comment

      val json = \"""

      {"a": "//"}
      \"""
      """
    #expect(Self.counts(source) == LineCounts(code: 5, comment: 1, blank: 1))
    #expect(
      KotlinLineCounter.count(bytes: Array("val q = '\"' // a quote\n/** KDoc */\n".utf8)).counts
        == LineCounts(code: 1, comment: 1))
    #expect(Self.counts("val s = \"${m[\"/*\"]}\"\n\n") == LineCounts(code: 1, blank: 1))
  }

  @Test func countsAHundredThousandLinesOfMixedKotlinExactly() {
    let chunk = #"""
      /** A documented function. */
      fun f(x: Int): String {  // trailing

          val s = "${x} // ${"nested"}" /* block /* nested */ */
          return """raw $s ${'"'}"""
      }

      """#
    let source = String(repeating: chunk, count: 17_000)  // 6 lines each: 102,000 lines
    let counts = Self.counts(source)
    #expect(counts.total == lineTotal(source))
    #expect(counts == LineCounts(code: 17_000 * 4, comment: 17_000, blank: 17_000))
  }
}
