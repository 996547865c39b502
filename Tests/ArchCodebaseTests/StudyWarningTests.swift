import Foundation
import Testing

@testable import ArchCodebase

/// An app whose screens hold too little of its code is flagged in every
/// format of a study, by the definition and in the words of `archlab claims`.
@Suite struct StudyWarningTests {
  /// An app of `code` lines, `screenCode` of them in its `screens`.
  static func measured(_ label: String, line: Int, code: Int, screenCode: Int?, screens: [StudyScreen]) -> StudyApp {
    var measured = app(label, screens)
    measured.entry.line = line
    measured.code = code
    measured.screenCode = screenCode
    return measured
  }

  static let login = screen("Login", .mvp, .swift, 40, 60, 0)

  static var study: Study {
    Study(apps: [
      measured("flat", line: 2, code: 500, screenCode: 0, screens: []),
      measured("screens", line: 3, code: 100, screenCode: 100, screens: [login]),
    ])
  }

  static let flatWarning =
    "! flat (line 2): no screen was found in 500 code lines, so no claim is judged on this app; "
    + "archlab claims --show-grouping says where each file went"

  @Test func anAppWithCodeAndNoScreenIsFlaggedInTextMarkdownJSONAndHTML() throws {
    let text = StudyText(study: Self.study).plain()
    let lines = text.split(separator: "\n").map(String.init)
    // NB: drop the warnings line from StudyText.plain() and the text says nothing of the screenless app.
    #expect(text.replacingOccurrences(of: "\n  ", with: " ").contains(Self.flatWarning), "\(text)")
    #expect(lines.contains { $0.hasPrefix("flat ") && $0.contains(" 0 !") }, "\(text)")
    #expect(lines.contains { $0.hasPrefix("screens ") && !$0.contains("!") })
    #expect(StudyText(study: Self.study).markdown().contains("- " + TextTable.markdownEscaped(Self.flatWarning)))
    let json = Self.study.json()
    #expect(json.contains(#""warning" : "no screen was found in 500 code lines"#), "\(json)")
    #expect(json.contains(#""screenCode" : 100"#))
    let html = StudyHTML(study: Self.study).render()
    #expect(html.contains("<p class=\"warning tone-mixed\">\(HTMLEscape.escape(Self.flatWarning))</p>"))
    #expect(html.contains("<td class=\" num tone-mixed\">0 !</td>"), "\(html)")
  }

  @Test func underAQuarterOfTheCodeInScreensIsFlaggedAndAQuarterIsNot() {
    let under = Self.measured("under", line: 1, code: 1_000, screenCode: 240, screens: [Self.login])
    let quarter = Self.measured("quarter", line: 2, code: 1_000, screenCode: 250, screens: [Self.login])
    #expect(
      under.readingWarning
        == "only 24 % of the code is in screens: the verdicts speak for that part of the app; "
        + "archlab claims --show-grouping says where each file went")
    // NB: make ScreenCodeShare flag `share <= least` and an app with exactly a quarter in screens is flagged.
    #expect(quarter.readingWarning == nil)
    #expect(ScreenCodeShare(screens: 1, screenCode: 249, code: 1_000).isFlagged)
    #expect(StudyApp(entry: StudyEntry(label: "x", source: "/x"), failure: "gone").readingWarning == nil)
    // No code, nothing to flag, as claims says nothing of an empty tree.
    #expect(Self.measured("empty", line: 3, code: 0, screenCode: 0, screens: []).readingWarning == nil)
  }

  @Test func claimsAndAStudyFlagByOneDefinitionInOneWording() {
    let reading = ScreenCodeShare(screens: 2, screenCode: 10, code: 100)
    let app = Self.measured("a", line: 1, code: 100, screenCode: 10, screens: [Self.login, Self.login])
    // NB: give StudyApp its own threshold or words and the two commands disagree about one app.
    #expect(app.reading == reading)
    #expect(
      app.readingWarning
        == reading.warning(grouping: "--show-grouping")?
        .replacingOccurrences(of: "--show-grouping", with: "archlab claims --show-grouping"))
  }

  @Test func aStudyWrittenBeforeAppsWereFlaggedIsReadAndFlagsOnlyAnAppWithNoScreen() throws {
    var json = Self.study.json()
    for key in [#""screenCode" : 0,"#, #""screenCode" : 100,"#] {
      json = json.replacingOccurrences(of: key, with: "")
    }
    // The last key of its app, so the comma before it goes too.
    json = json.replacingOccurrences(of: #",\s*"warning" : "[^"]*""#, with: "", options: .regularExpression)
    #expect(!json.contains("screenCode") && !json.contains("warning"))
    let old = try Study(json: Data(json.utf8))
    #expect(old.apps.map(\.screenCode) == [nil, nil])
    // With no screen none of the code is in screens, whenever the study was written; with screens it cannot tell.
    // NB: drop `screens.isEmpty ? 0 : nil` from StudyApp.reading and the old study's screenless app goes unflagged.
    #expect(old.apps[0].readingWarning?.hasPrefix("no screen was found in 500 code lines") == true)
    #expect(old.apps[1].reading == nil)
    #expect(try Study(json: Data(Self.study.json().utf8)).json() == Self.study.json())
  }
}
