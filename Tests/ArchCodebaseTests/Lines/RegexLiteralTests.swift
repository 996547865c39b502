import Testing

@testable import ArchCodebase

/// Regex literals (SE-0354, on by default in Swift 6): their contents open
/// no comment and no string, while division and comments read as before.
struct RegexLiteralTests {
  @Test(arguments: [
    #"let r = /\/*/"#,
    #"let r = /"""/"#,
    #"let r = try /a"b/.firstMatch(in: s)"#,
    #"if s.contains(/^\/*$/) { return }"#,
    #"let r = [/a/, /"/]"#,
    #"let r = (/#"/)"#,
    #"let r = !/"""/"#,
  ])
  func readsABareRegexLiteralsContentsAsCode(line: String) {
    // NB: return `nil` from `regexEnd(_:slash:operatorEnd:)` to see this fail.
    let source = line + "\nlet x = 1\n// c\n"
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 2, comment: 1), "\(line)")
    #expect(SwiftLineCounter.count(source).notes == [], "\(line)")
  }

  @Test(arguments: [
    #"let r = #/a/*b/#"#,
    #"let r = #/"""/#"#,
    ###"let r = ##/a/#"/*/##"###,
    #"let r = #/usr/lib/([^/]+)/#.wholeMatch(in: p)"#,
    #"let r = #//#"#,
  ])
  func readsAnExtendedRegexLiteralsContentsAsCode(line: String) {
    let source = line + "\nlet x = 1\n// c\n"
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 2, comment: 1), "\(line)")
  }

  @Test func countsEveryLineOfAMultilineRegexLiteralAsCode() {
    // Extended syntax: `#` comments and blank lines belong to the literal.
    let source = #"""
      let r = #/
        (?<kind> \w+) /* not a comment
        "quote  # a regex comment, still the literal

        \/# still inside: the slash is escaped
      /#

      let x = 1
      // c
      """#
    // NB: switch back to code only mid-line (not at the line break after `/#`) to see the blank line fail.
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 7, comment: 1, blank: 1))
  }

  @Test func readsAnUnclosedMultilineRegexAsOneLineAndNotesIt() {
    // As the compiler does: without its `/#` the literal ends at the line end.
    let source = "let r = #/\n// c\nlet x = \"/*\"\n"
    let result = SwiftLineCounter.count(source)
    #expect(result.counts == LineCounts(code: 2, comment: 1))
    #expect(result.notes == [LineCountNote(kind: .unterminatedRegex, line: 1)])
  }

  @Test func endsAnUnclosedRegexWhereAnExpressionMustStartAsTheCompilerDoes() {
    // swiftc: an unterminated regex `/ "` (it stops before `/*`), then an unterminated comment.
    let result = SwiftLineCounter.count("let r = / \"/*\nlet x = 1\n")
    #expect(result.counts == LineCounts(code: 1, comment: 1))
    #expect(result.notes == [
      LineCountNote(kind: .unterminatedRegex, line: 1), LineCountNote(kind: .unterminatedBlockComment, line: 1),
    ])
  }

  @Test(arguments: [
    ("let a = b / c /* c */\n", LineCounts(code: 1)),
    ("x /= 2 // c\n", LineCounts(code: 1)),
    ("/* c */\n// c\n", LineCounts(comment: 2)),
    ("let d = a/b/c\n/* c\n*/\n", LineCounts(code: 1, comment: 2)),
    ("let h = (a / b) / c /* c\n*/\n", LineCounts(code: 1, comment: 1)),
    ("let k = f(x) / g(y) /* c\n*/\n", LineCounts(code: 1, comment: 1)),
    ("let m = xs.reduce(1, /) / 5 /* c\n*/\n", LineCounts(code: 1, comment: 1)),
    ("bar(/x) / 2 /* c\n*/\n", LineCounts(code: 1, comment: 1)),
    ("let n = 10 / 2 /* c\n*/\n", LineCounts(code: 1, comment: 1)),
    ("let p = a[0] / b[1] /* c\n*/\n", LineCounts(code: 1, comment: 1)),
    ("let q = \"a\".count / 2 /* c\n*/\n", LineCounts(code: 1, comment: 1)),
    ("let s = x! / y /* c\n*/\n", LineCounts(code: 1, comment: 1)),
    ("let t = self / 2 /* c\n*/\n", LineCounts(code: 1, comment: 1)),
    ("infix operator /^/\nlet u = a /^/ b /* c\n*/\n", LineCounts(code: 2, comment: 1)),
    ("let v = a\n  / b /* c\n*/\n", LineCounts(code: 2, comment: 1)),
    ("let w = a / \"/*\" // c\n", LineCounts(code: 1)),
  ])
  func leavesDivisionAndCommentsAsTheyWere(source: String, counts: LineCounts) {
    // NB: treat every `/` as a regex opener in `scanCode` to see these fail.
    #expect(SwiftLineCounter.count(source).counts == counts, "\(source)")
  }

  @Test func readsARegexStartingALineInAResultBuilder() {
    // After an identifier too: a `/` with space before it and none after opens a regex that closes.
    let source = "let r = Regex {\n  digit\n  /\"\"\"[+-]*/\n  digit\n}\n// c\n"
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 5, comment: 1))
  }
}
