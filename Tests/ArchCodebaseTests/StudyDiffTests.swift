import Foundation
import Testing

@testable import ArchCodebase

/// Two runs of a study compared: every figure as the number the JSON holds, a failed app's reason,
/// the apps a pool lost or gained, each pooled claim's verdict, interval and screens in range, and a
/// study that names an app twice refused when read.
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

  /// An app of MVP screens on iOS, one per logic share (in %), the rest view.
  static func mvp(_ label: String, _ logic: [Int]) -> StudyApp {
    app(label, logic.enumerated().map { screen("S\($0.offset)", .mvp, .swift, $0.element, 100 - $0.element, 0) })
  }

  static func failed(_ label: String, _ reason: String) -> StudyApp {
    StudyApp(entry: StudyEntry(label: label, source: "/\(label)"), failure: reason)
  }

  @Test func aFailedAppShowsItsReasonAndAMovedPoolNamesTheAppsItLostAndGained() throws {
    let old = Study(apps: [Self.mvp("a", [40, 50]), Self.mvp("b", [45, 55]), Self.mvp("c", [50])])
    let new = Study(apps: [Self.mvp("a", [40, 50]), Self.failed("b", "no such folder: /b"), Self.mvp("d", [30])])
    let diff = StudyDiff(old: old, new: new)
    #expect(diff.failures == [.init(subject: "b", figure: "failure", old: "—", new: "no such folder: /b")])
    #expect(diff.pools == [.init(subject: "MVP-family iOS", left: ["b (failed)", "c (gone)"], joined: ["d (added)"])])
    let text = diff.text()
    // NB: leave the notes out of StudyDiff.text() and the diff says "measured → failed" with no reason, as it did.
    #expect(text.contains("Failed apps:\n- b: failed in the new study: no such folder: /b\n"), "\(text)")
    #expect(text.contains("Pools whose apps changed:\n- MVP-family iOS: without b (failed), c (gone); with d (added)"))
    #expect(diff.markdown().contains("## Failed apps\n\n- b: failed in the new study: no such folder: /b"))
    let measuredAgain = StudyDiff(old: new, new: old)
    #expect(measuredAgain.pools.first?.joined == ["b (measured now)", "c (added)"])
    #expect(measuredAgain.text().contains("- b: failed in the old study: no such folder: /b"))
  }

  @Test func eachPooledClaimComparesItsVerdictIntervalScreensInRangeAndQuartiles() throws {
    let old = Study(apps: ["a", "b", "c"].map { Self.mvp($0, [50, 50]) })
    let new = Study(apps: ["a", "b", "c"].map { Self.mvp($0, [20, 20]) })
    let changes = StudyDiff(old: old, new: new).changes.filter { $0.subject == "MVP-family iOS" }
    let figures = Dictionary(changes.map { ($0.figure, "\($0.old) → \($0.new)") }, uniquingKeysWith: { a, _ in a })
    // NB: compare only the verdict and the median, as before, and a pool's quartiles and interval move unseen.
    #expect(figures["presenter verdict"] == "holds → does not hold", "\(changes)")
    #expect(figures["presenter median [95 %]"] == "50 % [50–50 %] → 20 % [20–20 %]")
    #expect(figures["presenter in range"] == "6 of 6 → 0 of 6")
    #expect(figures["logic median"] == "50 % → 20 %")
    #expect(figures["logic quartiles"] == "50–50 % → 20–20 %")
    #expect(figures["apps"] == nil && figures["screens"] == nil)
  }

  @Test func allShowsEveryFigureAndTheDefaultOnlyWhatChanged() throws {
    let study = Study(apps: [Self.mvp("a", [40, 50]), Self.failed("b", "no such folder: /b")])
    let diff = StudyDiff(old: study, new: study)
    #expect(diff.changes.isEmpty)
    #expect(diff.text() == "No figure changed between the two studies.\n")
    let all = diff.text(showUnchanged: true)
    let rows = all.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    // NB: make table(showUnchanged:) ignore its flag and --all adds nothing for studies, as it did.
    #expect(rows.first == "Figures (\(diff.figures.count))", "\(all)")
    #expect(rows.contains("MVP-family iOS apps 1 1"))
    #expect(rows.contains("MVP-family iOS presenter median [95 %] 45 % [40–50 %] 45 % [40–50 %]"), "\(all)")
    #expect(rows.contains("- b: failed in both: no such folder: /b"))
    #expect(diff.figures.count > 20)
  }

  @Test func aStudyWrittenBeforeIntervalsStillDiffsWithADash() throws {
    let new = Study(apps: ["a", "b", "c"].map { Self.mvp($0, [50, 50]) })
    var old = new
    for row in old.pool.rows.indices {
      for claim in old.pool.rows[row].claims.indices { old.pool.rows[row].claims[claim].uncertainty = nil }
    }
    let read = try Study(json: Data(old.json().utf8))
    let changes = StudyDiff(old: read, new: new).changes
    // NB: format a missing interval as a number and an older study's diff shows a 0 % interval it never had.
    #expect(
      changes == [
        .init(subject: "MVP-family iOS", figure: "presenter median [95 %]", old: "—", new: "50 % [50–50 %]"),
        .init(subject: "MVP-family iOS", figure: "view median [95 %]", old: "—", new: "50 % [50–50 %]"),
        .init(subject: "MVP-family iOS", figure: "model median [95 %]", old: "—", new: "0 % [0–0 %]"),
      ])
  }

  @Test func aStudyDiffFitsEightyColumnsAtItsWidest() {
    let long = String(repeating: "a-long-label-", count: 4)
    // Words of one letter fill a wrapped line to its last column.
    let reason = String(repeating: "x ", count: 200)
    let old = Study(apps: [Self.mvp(long + "1", [40]), Self.mvp(long + "2", [50]), Self.mvp(long + "3", [60])])
    var android = Self.mvp("android", [45])
    android.screens[0].language = .kotlin
    let new = Study(apps: [Self.failed(long + "1", reason), Self.mvp(long + "4", [30]), android])
    for text in [StudyDiff(old: old, new: new).text(), StudyDiff(old: old, new: new).text(showUnchanged: true)] {
      let lines = text.split(separator: "\n")
      // NB: wrap the notes without `hanging: "  "` and indent them after, and continuations run to 82 columns.
      #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
      #expect(lines.contains { $0.hasPrefix("MVP-family Android  apps") }, "\(text)")
    }
  }
}
