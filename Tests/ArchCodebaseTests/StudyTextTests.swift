import Testing

@testable import ArchCodebase

@Suite struct StudyTextTests {
  /// The widest a study's figures get: long labels, a working tree's
  /// marked commit, 100 % everywhere, failures with long reasons.
  static var widest: Study {
    let full = [
      screen("A", .mvp, .swift, 0, 100, 0), screen("B", .mvp, .swift, 100, 100, 100),
      screen("C", .mvvm, .kotlin, 0, 100, 0), screen("D", .mvc, .java, 0, 100, 0),
    ]
    let apps = [
      StudyApp(
        entry: StudyEntry(label: String(repeating: "long-label-", count: 4), source: "/a"),
        measuredCommit: String(repeating: "f", count: 40) + " (working tree)", screens: full,
        pairs: [StudyPair(name: "A", saving: -1.0, platform: .iOS)]),
      StudyApp(
        entry: StudyEntry(label: String(repeating: "another-label-", count: 3), source: "/b"),
        failure: String(repeating: "a reason that goes on ", count: 10)),
      StudyApp(
        // 28 characters: its warning's second line would fill 80 columns before the indent.
        entry: StudyEntry(label: String(repeating: "flagged-label-", count: 2), source: "/c", line: 12_345),
        measuredCommit: nil, screens: full),
    ]
    var study = Study(apps: apps)
    // Flagged: a third app whose screens hold 1 % of its 1,234,567 code lines.
    (study.apps[2].code, study.apps[2].screenCode) = (1_234_567, 12_345)
    return study
  }

  @Test func textFitsEightyColumnsAtItsWidest() {
    let lines = StudyText(study: Self.widest).plain().split(separator: "\n")
    // NB: set StudyText.labelWidth to 30 and the apps table is wider than 80 columns.
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    // NB: leave `hanging` out of the width in StudyText.wrap and the indented continuations of the flagged
    // app's line and of what one app moves run to 82 columns.
    #expect(lines.contains { $0.hasPrefix("long-label-lo…  ffffffffffff*") })
    #expect(lines.contains { $0.hasPrefix("! flagged-label-flagged-label- (line 12345): only 1 %") })
  }

  @Test func theProseWrapsAtSpacesAndALongWordKeepsALineOfItsOwn() {
    let word = String(repeating: "x", count: 90)
    let wrapped = StudyText.wrap("a b \(word) c", width: 10)
    #expect(wrapped == "a b\n\(word)\nc")
    // A continuation's indent counts in its width; the first line has the whole width.
    #expect(StudyText.wrap("aaa bb cc dd", width: 6, hanging: "  ") == "aaa bb\n  cc\n  dd")
  }
}
