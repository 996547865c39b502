import Foundation
import Testing

@testable import ArchCodebase

/// Two runs of a study compared: every figure as the number the JSON holds, and a study that names
/// an app twice refused when read.
@Suite struct StudyDiffTests {
  static func study(median: Double) -> Study {
    var lines = PartLines()
    (lines.logic, lines.view) = (40, 60)
    let screens = [StudyScreen(name: "Login", pattern: .mvp, language: .swift, lines: lines)]
    let entry = StudyEntry(label: "app", source: "/app")
    var study = Study(apps: [StudyApp(entry: entry, measuredCommit: nil, screens: screens)])
    study.pool.rows[0].logic.median = median
    return study
  }

  @Test func aFigureOf1e308ReadsAsANumberNotInf() throws {
    let json = Self.study(median: 0.4).json()
      .replacingOccurrences(of: #""median" : 0.4,"#, with: #""median" : 1e308,"#)
    #expect(json.contains("1e308"))
    let huge = try Study(json: Data(json.utf8))
    let diff = StudyDiff(old: Self.study(median: 0.4), new: huge)
    let change = try #require(diff.changes.first { $0.figure == "logic median" })
    // NB: format the percentage with "%.0f" alone and 1e308 × 100 reads "inf %".
    #expect(change.old == "40 %" && change.new == "1.00e+310 %", "\(change)")
    #expect(ClaimRow.percent(-2.5e307) == "-2.50e+309 %")
    #expect(ClaimRow.percent(1e15) == "1.00e+17 %")
    #expect(ClaimRow.percent(0.855) == "86 %")
  }

  @Test func aStudyThatListsAnAppTwiceIsRefusedWhenRead() throws {
    var study = Self.study(median: 0.4)
    study.apps.append(study.apps[0])
    // NB: drop the check in Study(json:) and diff keeps the first and says nothing.
    #expect {
      try Study(json: Data(study.json().utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription == "the app app is listed twice (apps 1 and 2): a study lists each app once"
    }
  }
}
