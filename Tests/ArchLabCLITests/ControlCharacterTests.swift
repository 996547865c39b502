import ArchLabCLI
import Testing

/// What reaches standard output or an `--output` file: the tool's own
/// layout (lines, tabs, colour codes) as it is, every other control
/// character escaped.
@Suite struct ControlCharacterTests {
  @Test func keepsLinesTabsAndColourCodesAndEscapesEverythingElse() {
    let text = "\u{1B}[1mbold\u{1B}[0m\tcell\nnext \u{1B}[2J\u{1B}]0;title\u{07}\r\u{9B}"
    // NB: return the text as it is to see ESC[2J clear the screen of whoever reads it.
    #expect(
      text.escapingControlCharactersButLayout
        == "\u{1B}[1mbold\u{1B}[0m\tcell\nnext \\u{1B}[2J\\u{1B}]0;title\\u{07}\\u{0D}\\u{9B}")
  }

  @Test func leavesPlainTextAlone() {
    #expect("a | b\n".escapingControlCharactersButLayout == "a | b\n")
  }

  @Test func aLineOnStandardErrorHasItsBidirectionalControlsEscaped() {
    // NB: leave U+202E raw and "cannot count evil\u{202E}tfiws.png" reads "evilgnp.swift" backwards.
    #expect("evil\u{202E}gnp.swift\u{2066}".escapingControlCharacters == "evil\\u{202E}gnp.swift\\u{2066}")
    #expect("עברית and \u{200F}".escapingControlCharacters == "עברית and \\u{200F}")
  }
}
