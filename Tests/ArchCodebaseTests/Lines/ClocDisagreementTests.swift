import Testing

@testable import ArchCodebase

/// Where cloc 1.96 reads Swift wrongly, the right answer, written out.
///
/// cloc's numbers come from
/// `cd Tests/ArchCodebaseTests/Fixtures/ClocDisagrees && cloc --by-file --csv --quiet *.swift`.
/// cloc handles Swift as C++ after blanking `//`, `/*`, `*/` between pairs
/// of `"` on one line (`cloc --explain=Swift`): it knows no nesting, no
/// multi-line or raw strings, no regex literals, and pairs quotes without
/// parsing them. It also ends lines only at `\n`.
struct ClocDisagreementTests {
  @Test func nestedBlockCommentsStayCommentsToTheOuterEnd() throws {
    // cloc: code 3, comment 2 — its C++ comment ends at the inner `*/`, so
    // "still the outer comment" and the outer `*/` become code.
    // NB: end a block comment at its first `*/` to see this fail.
    #expect(try countFixture("ClocDisagrees/NestedBlockComment.swift") == LineCounts(code: 1, comment: 4))
  }

  @Test func commentMarkersInStringsAreCode() throws {
    // cloc: code 2, comment 2 — `"/*"` ending one line and `"*/"` starting
    // a later one are matched across lines as a block comment.
    // NB: let `"` start no string to see this fail.
    #expect(try countFixture("ClocDisagrees/MarkersInString.swift") == LineCounts(code: 4))
  }

  @Test func commentMarkersInAMultilineStringAreCode() throws {
    // cloc: code 4, comment 1 — it knows no `"""`, so the literal's
    // `// not a comment` line is a comment to it.
    // NB: read `"""` as `""` then `"` (no multi-line strings) to see this fail.
    #expect(try countFixture("ClocDisagrees/MarkersInMultilineString.swift") == LineCounts(code: 5))
  }

  @Test func commentMarkersInRawStringsAreCode() throws {
    // cloc: code 1, comment 4 — in `#"a\"/*"#` the `\"` is no escape, but
    // cloc treats it as one, so `/*` is outside its quotes and opens a
    // comment that runs to the `*/` on the last line.
    // NB: close a raw string at any `"`, whatever its hashes, to see this fail.
    #expect(try countFixture("ClocDisagrees/MarkersInRawString.swift") == LineCounts(code: 5))
  }

  @Test func quotesInsideAMultilineStringDoNotEndIt() throws {
    // cloc: code 5, comment 2 — it pairs the literal's `"` characters per
    // line, leaves the `/*` between `"a"` and `"b"` unpaired, and counts the
    // text up to the `*/` two lines later as comment.
    // NB: close a `"""` string at a single `"` to see this fail.
    #expect(try countFixture("ClocDisagrees/QuotesInMultilineString.swift") == LineCounts(code: 7))
  }

  @Test func stringsInsideInterpolationsHideTheirCommentMarkers() throws {
    // cloc: code 2, comment 3 — in `"\(flag ? "/*" : "//")"` it pairs the
    // outer quote with the nested one, so `/*` opens a comment to the `*/`
    // in the last line's trailing comment.
    // NB: stop pushing a frame on `\(` to see this fail.
    #expect(try countFixture("ClocDisagrees/CommentMarkerInInterpolation.swift") == LineCounts(code: 5))
  }

  @Test func aBlankLineInsideAMultilineStringIsCode() throws {
    // cloc: code 4, blank 1 — it tests blankness first. The empty line is
    // part of the literal's value (a "\n\n" in it), so it is code here.
    // NB: drop the multi-line check in `startLine()` to see this fail.
    #expect(try countFixture("ClocDisagrees/BlankLineInMultilineString.swift") == LineCounts(code: 5))
  }

  @Test func commentMarkersInRegexLiteralsAreCode() throws {
    // cloc: code 1, comment 4 — the `/*` of `/\/*/` opens a comment that
    // runs to the `*/` on the last line.
    // NB: read `/` only as an operator (never a regex) to see this fail.
    #expect(try countFixture("ClocDisagrees/CommentMarkerInRegex.swift") == LineCounts(code: 4, comment: 1))
  }

  @Test func quotesInRegexLiteralsOpenNoString() throws {
    // cloc: code 2, comment 2, and code 4, comment 3 — it pairs the regex's
    // `"` with the next one, so a later `"/*"` is outside its quotes and
    // opens a comment to the `"*/"` two lines on.
    for (fixture, counts) in [
      ("ClocDisagrees/QuoteInRegex.swift", LineCounts(code: 4)),
      ("ClocDisagrees/QuoteInMultilineRegex.swift", LineCounts(code: 6, comment: 1)),
    ] {
      let result = try SwiftLineCounter.count(contentsOf: fixturesFolder.appendingPathComponent(fixture))
      #expect(result.counts == counts, "\(fixture)")
      #expect(result.notes == [], "\(fixture)")
    }
  }

  @Test func aBlankLineInsideAMultilineRegexIsCode() throws {
    // cloc: code 4, blank 1. The line is inside the literal, as in a `"""`
    // string; in a regex it means nothing, but the literal spans it.
    #expect(try countFixture("ClocDisagrees/BlankLineInMultilineRegex.swift") == LineCounts(code: 5))
  }

  @Test func aLoneCarriageReturnEndsALine() throws {
    // cloc: comment 1 — it splits lines at `\n` only, so the whole file is
    // one line that starts with `//`. Swift ends a line at `\r` too.
    let counts = try countFixture("ClocDisagrees/CarriageReturnLineEnds.swift")
    #expect(counts == LineCounts(code: 2, comment: 1, blank: 1))
  }

  @Test func doubleSlashInAnInterpolatedStringIsCodeAsClocAlsoSays() {
    // cloc agrees here (code 3): its quote pairing leaves `//` unpaired, but
    // the line already holds code before it.
    let source = "let name = \"x\"\nlet s = \"\\(name + \"//\")\" + \"x\"\nlet t = 1\n"
    #expect(SwiftLineCounter.count(source).counts == LineCounts(code: 3))
  }
}
