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
    ]
    return Study(apps: apps)
  }

  @Test func textFitsEightyColumnsAtItsWidest() {
    let lines = StudyText(study: Self.widest).plain().split(separator: "\n")
    // NB: set StudyText.labelWidth to 30 and the apps table is wider than 80 columns.
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    #expect(lines.contains { $0.hasPrefix("long-label-lo…  ffffffffffff*") })
  }

  @Test func theProseWrapsAtSpacesAndALongWordKeepsALineOfItsOwn() {
    let word = String(repeating: "x", count: 90)
    let wrapped = StudyText.wrap("a b \(word) c", width: 10)
    #expect(wrapped == "a b\n\(word)\nc")
  }
}
