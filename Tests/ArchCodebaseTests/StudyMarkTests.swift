import Testing

@testable import ArchCodebase

@Suite struct StudyMarkTests {
  @Test func eachAppGetsADistinctColourAndShapeUpToEightyApps() {
    let marks = (0..<StudyMark.distinct).map { StudyMark(app: $0) }
    // NB: take the shape as n mod 4 (sharing a factor with 8 colours) and pairs repeat from app 8.
    #expect(Set(marks).count == 80)
    #expect(StudyMark.distinct == 80)
    // Neighbours differ in colour and in shape, so two apps side by side never read as one.
    #expect(zip(marks, marks.dropFirst()).allSatisfy { $0.color != $1.color && $0.shape != $1.shape })
    #expect(StudyMark.light.count == StudyMark.dark.count)
  }
}
