import Foundation
import Testing

@testable import ArchCodebase

/// A study diff names each claim's figures by the claim's id, so a claim
/// reworded between two studies compares figure by figure.
@Suite struct StudyDiffClaimIdTests {
  @Test("a pooled claim reworded in the older study is compared, not dropped and added")
  func rewordedPooledClaimStillCompares() throws {
    // NB: name the figures from the claim's words (StudyDiff+Figures.name) to watch "presenter verdict" go missing.
    var old = Study(apps: ["a", "b", "c"].map { StudyDiffTests.mvp($0, [50, 50]) })
    let index = try #require(old.pool.rows[0].claims.firstIndex { $0.id == .presenterShare })
    old.pool.rows[0].claims[index].claim = "presenters take 40 to 60 percent"
    // Written and read back as a file would be: the id travels, the words do not name it.
    old = try Study(json: Data(old.json().utf8))
    let new = Study(apps: ["a", "b", "c"].map { StudyDiffTests.mvp($0, [20, 20]) })
    let changes = StudyDiff(old: old, new: new).changes.filter { $0.subject == "MVP-family iOS" }
    let verdict = changes.first { $0.figure == "presenter verdict" }
    #expect(verdict?.old == "holds" && verdict?.new == "does not hold", "\(changes)")
  }
}
