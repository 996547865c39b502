import Testing

@testable import ArchCodebase

/// Where cloc 1.96 reads Kotlin or Java wrongly, the right answer, written out.
///
/// cloc's numbers come from
/// `cd Tests/ArchCodebaseTests/Fixtures/Kotlin/ClocDisagrees && cloc --by-file --csv --quiet *.kt`
/// (and the same in `Java/ClocDisagrees` with `*.java`), then again with `--strip-str-comments`.
/// cloc reads both languages as C++ comments (`cloc --explain=Kotlin`), which do not nest and
/// know no strings. By default it skips its Kotlin string filters; `--strip-str-comments`
/// turns them on: they blank `//`, `/*`, `*/` between pairs of `"` on one line, and inside
/// `"""`, pairing quotes without parsing them. Its Java filter blanks only a quoted text that
/// ends in `/*` or `*/`. It also tests every line for blankness first, and ends lines only at `\n`.
struct KotlinJavaClocDisagreementTests {
  static func kotlin(_ name: String) throws -> LineCounts {
    try countKotlinOrJavaFixture("Kotlin/ClocDisagrees/\(name).kt").counts
  }

  static func java(_ name: String) throws -> LineCounts {
    try countKotlinOrJavaFixture("Java/ClocDisagrees/\(name).java").counts
  }

  @Test func nestedKotlinCommentsStayCommentsToTheOuterEnd() throws {
    // cloc: code 3, comment 2 — its C++ comment ends at the inner `*/`, so
    // "still inside the outer comment" and the outer `*/` become code.
    // NB: make `nestedComments` false in `Dialect.kotlin` to see this fail.
    #expect(try Self.kotlin("NestedBlockComment") == LineCounts(code: 1, comment: 4))
  }

  @Test func aSlashStarInAKotlinStringIsCode() throws {
    // cloc: code 2, comment 2 (with --strip-str-comments: agrees) — by default it knows no
    // strings, so `"/* generated"` opens a comment that runs to the KDoc's `*/`.
    #expect(try Self.kotlin("CommentMarkerInString") == LineCounts(code: 3, comment: 1))
  }

  @Test func stringsInsideTemplatesHideTheirCommentMarkers() throws {
    // cloc: code 2, comment 2 — by default it knows no strings; with --strip-str-comments, in
    // `"${prefix ?: "/*"} …"` it pairs the outer quote with the nested one: `/*` is left outside.
    // NB: stop pushing a frame on `${` in `scanLiteral` to see this fail.
    #expect(try Self.kotlin("CommentMarkerInTemplate") == LineCounts(code: 3, comment: 1))
  }

  @Test func aQuoteCharacterLiteralOpensNoString() throws {
    // cloc: code 2, comment 2 — by default it knows no strings; with --strip-str-comments, it
    // pairs the `"` of `'"'` with the next quote, which leaves the `/*` of `"/*"` outside.
    // NB: let `'` open nothing in `scanCode` to see this fail.
    #expect(try Self.kotlin("QuoteCharLiteral") == LineCounts(code: 3, comment: 1))
  }

  @Test func aRunOfQuotesEndsARawStringWithItsLastThree() throws {
    // cloc: code 2, comment 2 — by default it knows no strings; with --strip-str-comments,
    // `"""6.1""""` (the string `6.1"`) holds an odd number of quotes and shifts its pairs.
    // NB: close a raw string at its first three quotes to see this fail.
    #expect(try Self.kotlin("QuoteRunEndsRawString") == LineCounts(code: 3, comment: 1))
  }

  @Test func commentMarkersInARawStringAreCode() throws {
    // cloc: code 4, comment 2 (with --strip-str-comments: agrees) — the raw string's
    // `// not a comment` and `/* nor this */` lines are comments to it.
    #expect(try Self.kotlin("MarkersInRawString") == LineCounts(code: 6))
  }

  @Test func aBlankLineInsideARawStringIsCode() throws {
    // cloc: code 4, blank 1, with --strip-str-comments too — it tests blankness first. The
    // empty line is part of the literal's value (a "\n\n" in it), so it is code here.
    // NB: drop the multi-line check in `startLine()` to see this fail.
    #expect(try Self.kotlin("BlankLineInRawString") == LineCounts(code: 5))
  }

  @Test func commentMarkersInBacktickIdentifiersAreCode() throws {
    // cloc: code 3, comment 2, with --strip-str-comments too — the `/*` in a test's name
    // opens a comment to the `*/` in a later name.
    #expect(try Self.kotlin("BacktickIdentifier") == LineCounts(code: 5))
  }

  @Test func aSlashStarInAJavaStringIsCode() throws {
    // cloc: code 4, comment 2 — its Java filter blanks only a quoted text ending in `/*`;
    // `"/* generated, do not edit"` is left, and opens a comment to the Javadoc's `*/`.
    #expect(try Self.java("CommentMarkerInString") == LineCounts(code: 5, comment: 1))
  }

  @Test func commentMarkersInATextBlockAreCode() throws {
    // cloc: code 4, comment 5 — it knows no text blocks: `// not a comment` is a comment, and
    // `/* nor this` opens one that runs to the Javadoc's `*/`.
    // NB: read `"""` as `""` then `"` (no text blocks) to see this fail.
    #expect(try Self.java("MarkersInTextBlock") == LineCounts(code: 8, comment: 1))
  }

  @Test func aBlankLineInsideATextBlockIsCode() throws {
    // cloc: code 6, blank 1 — as for Kotlin's raw strings: the line is part of the value.
    #expect(try Self.java("BlankLineInTextBlock") == LineCounts(code: 7))
  }

  @Test(arguments: [
    ("Kotlin/ClocDisagrees/CarriageReturnLineEnds.kt", LineCounts(code: 2, comment: 1, blank: 1)),
    ("Java/ClocDisagrees/CarriageReturnLineEnds.java", LineCounts(code: 3, comment: 1, blank: 1)),
  ])
  func aLoneCarriageReturnEndsALine(fixture: String, counts: LineCounts) throws {
    // cloc: code 1 — it splits lines at `\n` only, so each file is one line. Kotlin and Java
    // end a line at `\r` too.
    #expect(try countKotlinOrJavaFixture(fixture).counts == counts)
  }

  @Test func findsNothingToNoteInTheFixtures() throws {
    let kotlin = [
      "NestedBlockComment", "CommentMarkerInString", "CommentMarkerInTemplate", "QuoteCharLiteral",
      "QuoteRunEndsRawString", "MarkersInRawString", "BlankLineInRawString", "BacktickIdentifier",
    ]
    let java = ["CommentMarkerInString", "MarkersInTextBlock", "BlankLineInTextBlock"]
    let paths = kotlin.map { "Kotlin/ClocDisagrees/\($0).kt" } + java.map { "Java/ClocDisagrees/\($0).java" }
    for path in paths {
      #expect(try countKotlinOrJavaFixture(path).notes == [], "\(path)")
    }
  }
}
