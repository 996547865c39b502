import ArchCodebase
import ArchMetrics
import Testing

/// `diff` matches two reports' claims by id, so rewording a claim between
/// them is not a dropped claim and a new one.
@Suite struct ReportDiffClaimIdTests {
  @Test("a claim reworded between two reports is matched by its id")
  func rewordedClaimMatchesById() throws {
    // NB: key claimChanges by row.claim (the words) to watch this fail with one dropped and one new claim.
    var old = SampleReport.make()
    old.claims[0].claim = "presenters take 40 to 60 percent"
    old.claims[0].id = .presenterShare
    let new = SampleReport.make()
    #expect(try ReportDiff(old: old, new: new).claims.isEmpty)
    var changed = new
    changed.claims[0].verdict = .doesNotHold
    let claims = try ReportDiff(old: old, new: changed).claims
    #expect(claims == [ClaimChange(claim: ArticleClaim.presenterShare.words, old: .holds, new: .doesNotHold)])
  }

  @Test("claims with no id are still matched by their words")
  func claimsWithoutIdMatchByWords() throws {
    var new = SampleReport.make()
    new.claims[1].verdict = .holds
    #expect(new.claims[1].id == nil)
    let claims = try ReportDiff(old: SampleReport.make(), new: new).claims
    #expect(claims == [ClaimChange(claim: "MVVM needs less code than MVP", old: .partly, new: .holds)])
  }
}
