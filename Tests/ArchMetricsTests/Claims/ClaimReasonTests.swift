import ArchCodebase
import ArchMetrics
import Foundation
import Testing

/// Every measured verdict says why: the figure against the claim, and the
/// rule that turned them into holds, partly or does not hold.
@Suite struct ClaimReasonTests {
  static func claims(_ inputs: ClaimInputs) -> [String: ClaimRow] {
    Dictionary(uniqueKeysWithValues: ArticleClaims.evaluate(inputs).map { ($0.claim, $0) })
  }

  @Test func aShareClaimGivesTheIntervalAgainstTheRangeAndTheRule() throws {
    let lines = ArticleClaimsTests.lines(presenter: 80, view: 10, model: 10, mvvm: 60)
      + ArticleClaimsTests.lines(presenter: 50, view: 25, model: 25, mvvm: 60, feature: "search")
      + ArticleClaimsTests.lines(presenter: 55, view: 25, model: 20, mvvm: 60, feature: "feed")
    let claims = Self.claims(ClaimInputs(lines: lines, matrix: [], presenterScenarioTime: nil, coverage: nil))
    let row = try #require(claims["the presenter is 40–60 % of a screen's code"])
    #expect(row.verdict == .inconclusive)
    let reason = try #require(row.reason)
    #expect(reason.hasPrefix("the 95 % interval 50 %–80 % straddles 60 %; holds when the median's 95 % interval"))
    #expect(reason.hasSuffix("; on the mvp variant's screens (archlab claims Sources/ArchFeatures pools every "
      + "MVP-family variant)"))
    #expect(row.measured.hasPrefix("median 55 %, 95 % interval 50 %–80 % over its 3 screens"))
  }

  @Test func aSavingOutsideTheRangeDoesNotHoldAndSaysSo() throws {
    // mvp's own code 100; mvvm 67: 33 % shorter on three screens, outside 25–30 %.
    let claims = Self.claims(ClaimInputs(
      lines: ArticleClaimsTests.threeFeatures(presenter: 75, view: 25, model: 40, mvvm: 67), matrix: [],
      presenterScenarioTime: nil, coverage: nil))
    let row = try #require(claims["MVVM code is 25–30 % shorter than MVP"])
    #expect(row.verdict == .doesNotHold)
    let reason = try #require(row.reason)
    #expect(reason.hasPrefix("the 95 % interval 33 %–33 % lies outside 25–30 %;"))
  }

  @Test func coverageAboveTheClaimedRangeHoldsAndTheReasonExplainsWhy() throws {
    let claims = Self.claims(ClaimInputs(
      lines: [], matrix: [], presenterScenarioTime: SampleSummary([2e6]),
      coverage: CoverageFigures(
        presenters: LineCoverage(covered: 100, count: 100), viewModels: LineCoverage(covered: 1, count: 1))))
    let coverage = try #require(claims["MVP gives 85–90 % business-logic test coverage"])
    #expect(coverage.verdict == .holds)
    #expect(coverage.reason?.hasPrefix("presenters 100.0 % against 85–90 %; holds at 85 % or more") == true)
    let time = claims["presenter tests run in milliseconds, without a UI"]
    #expect(time?.reason?.hasPrefix("median 2.00 ms; holds under 10 ms") == true)
  }

  @Test func claimsNotMeasuredGiveNoReasonButTheirMethod() {
    let claims = ArticleClaims.evaluate(ClaimInputs(lines: [], matrix: [], presenterScenarioTime: nil, coverage: nil))
    #expect(claims.allSatisfy { $0.reason == nil && !$0.method.isEmpty })
  }

  @Test func theReasonTravelsThroughJSONAndAnOlderReportReadsWithout() throws {
    let row = ClaimRow(claim: "c", measured: "m", verdict: .partly, reason: "r", method: "how")
    let decoded = try JSONDecoder().decode(ClaimRow.self, from: JSONEncoder().encode(row))
    #expect(decoded.reason == "r")
    let old = #"{"claim":"c","measured":"m","verdict":"partly","method":"how"}"#
    #expect(try JSONDecoder().decode(ClaimRow.self, from: Data(old.utf8)).reason == nil)
  }
}
