import Foundation
import Testing

@testable import ArchCodebase

/// Unicode bidirectional controls in a label or a file name are shown as
/// escapes in text, Markdown and HTML: a name cannot make the line around
/// it read backwards (`evil\u{202E}gnp.swift` showing as `evilswift.png`).
@Suite struct BidiControlTests {
  static let controls: [Unicode.Scalar] = [
    "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    "\u{200E}", "\u{200F}", "\u{061C}",
  ]

  @Test(arguments: controls)
  func eachBidiControlIsEscapedAndOrdinaryTextIsNot(control: Unicode.Scalar) {
    let hex = String(control.value, radix: 16, uppercase: true)
    // NB: drop the bidirectional controls from String.isBidiControl and the override stays raw.
    #expect("a\(control)b".escapedControls == "a\\u{\(hex)}b")
    #expect(HTMLEscape.escape("a\(control)b") == "a\\u{\(hex)}b")
    #expect("Ünïcødé עברית".escapedControls == "Ünïcødé עברית")
  }

  @Test func aRightToLeftOverrideInALabelIsEscapedInTextMarkdownAndHTMLAndLineBreaksStay() {
    let app = StudyApp(
      entry: StudyEntry(label: "evil\u{202E}gnp", source: "/tmp/app", line: 1), measuredCommit: nil, screens: [])
    let study = Study(apps: [app])
    let text = StudyText(study: study)
    for output in [text.plain(), text.markdown(), StudyHTML(study: study).render()] {
      #expect(!output.unicodeScalars.contains("\u{202E}"))
      #expect(output.contains("evil\\u{202E}gnp"))
      #expect(output.split(separator: "\n").count > 5, "the tool's own line breaks are kept")
    }
  }
}
