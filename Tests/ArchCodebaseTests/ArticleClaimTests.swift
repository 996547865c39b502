import ArchCodebase
import Foundation
import Testing

/// Each article claim declared once: ids and words that identify it, and
/// rows that carry the id through a file.
@Suite struct ArticleClaimTests {
  @Test("every claim has its own id, words and label")
  func idsWordsAndLabelsAreDistinct() {
    // NB: give two cases the same label in ArticleClaim.label to watch this fail.
    let claims = ArticleClaim.allCases
    #expect(Set(claims.map(\.id)).count == claims.count)
    #expect(Set(claims.map(\.words)).count == claims.count)
    #expect(Set(claims.map(\.label)).count == claims.count)
  }

  @Test("a claim is found again from its words, and no other words name one")
  func wordsNameTheirClaim() {
    for claim in ArticleClaim.allCases { #expect(ArticleClaim(words: claim.words) == claim) }
    #expect(ArticleClaim(words: "the presenter is 40–60 %") == nil)
  }

  @Test("the size claims judge the part their words name, against the range their words state")
  func sizeClaimsJudgeTheirPart() {
    #expect(ArticleClaim.sizeClaims.map(\.parts) == [[.logic], [.view], [.model], [.logic, .view]])
    #expect(ArticleClaim.presenterShare.range == 0.40...0.60)
    #expect(ArticleClaim.viewShare.range == 0.20...0.30)
    #expect(ArticleClaim.mvvmShorter.range == 0.25...0.30)
    for part in ScreenPart.allCases {
      #expect(ArticleClaim.share(of: part)?.parts == (ArticleClaim.share(of: part) == nil ? nil : [part]))
    }
  }

  @Test("a row written to JSON carries its claim's id")
  func rowsCarryTheirId() throws {
    let row = ClaimRow(.viewShare, measured: "m", verdict: .holds, method: "x")
    let json = try #require(String(data: JSONEncoder().encode(row), encoding: .utf8))
    #expect(json.contains("\"id\":\"view-share\""))
    #expect(try JSONDecoder().decode(ClaimRow.self, from: Data(json.utf8)) == row)
  }

  @Test("a row written before rows had ids reads its id from its words; an unknown id does not fail the file")
  func oldAndNewerRowsStillRead() throws {
    let old = #"{"claim":"the model is 20–30 % of a screen's code","measured":"m","verdict":"holds","method":"x"}"#
    #expect(try JSONDecoder().decode(ClaimRow.self, from: Data(old.utf8)).id == .modelShare)
    let newer =
      #"{"id":"a-later-claim","claim":"the view is 20–30 % of a screen's code","measured":"m","verdict":"holds","#
      + #""method":"x"}"#
    #expect(try JSONDecoder().decode(ClaimRow.self, from: Data(newer.utf8)).id == .viewShare)
    let reworded = #"{"id":"view-share","claim":"views take a fifth","measured":"m","verdict":"holds","method":"x"}"#
    let row = try JSONDecoder().decode(ClaimRow.self, from: Data(reworded.utf8))
    #expect(row.id == .viewShare && row.claim == "views take a fifth")
  }
}
