import ArchLabCLI
import Testing

@Suite("Display width")
struct DisplayWidthTests {
  @Test func wideCharactersTakeTwoColumnsAndAccentsNone() {
    #expect("abc".displayWidth == 3)
    #expect("表示".displayWidth == 4)
    #expect("e\u{301}".displayWidth == 1)
    #expect("👍🏽".displayWidth == 2)
  }

  @Test func cuttingKeepsWholeCharactersAndEndsInAnEllipsis() {
    #expect("archlab: matrix".cut(toColumns: 10) == "archlab: …")
    #expect("short".cut(toColumns: 10) == "short")
    // A wide character that would straddle the edge is left out whole.
    #expect("ab表示".cut(toColumns: 4) == "ab…")
    #expect("ae\u{301}bc".cut(toColumns: 3) == "ae\u{301}…")
    #expect("ab表示".cut(toColumns: 4).displayWidth <= 4)
  }
}
