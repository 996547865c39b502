import ArchMetrics
import Foundation
import Testing

/// Every measured verdict says why: the figure against the claim, and the
/// rule that turned them into holds, partly or does not hold.
@Suite struct ClaimReasonTests {
  static func claims(_ inputs: ClaimInputs) -> [String: ClaimRow] {
    Dictionary(uniqueKeysWithValues: ArticleClaims.evaluate(inputs).map { ($0.claim, $0) })
  }

  @Test func aShareClaimNamesTheScreensInRangeAndTheRule() throws {
    let lines = ArticleClaimsTests.lines(presenter: 80, view: 10, model: 10, mvvm: 60)
      + ArticleClaimsTests.lines(presenter: 50, view: 25, model: 25, mvvm: 60, feature: "search")
    let claims = Self.claims(ClaimInputs(lines: lines, matrix: [], presenterScenarioTime: nil, coverage: nil))
    let row = try #require(claims["the presenter is 40–60 % of a screen's code"])
    #expect(row.verdict == .partly)
    #expect(row.reason == "1 of 2 screens in 40–60 %; holds when every screen is in the range, does not hold when none "
      + "does, partly otherwise; on the mvp variant's screens (archlab claims Sources/ArchFeatures pools every "
      + "MVP-family variant)")
  }

  @Test func aSavingOutsideTheRangeIsPartlyWithinTheToleranceAndSaysSo() throws {
    // mvp's own code 100; mvvm 67: 33 % shorter, outside 25–30 % but within 15–40 %.
    let claims = Self.claims(ClaimInputs(
      lines: ArticleClaimsTests.lines(presenter: 75, view: 25, model: 40, mvvm: 67), matrix: [],
      presenterScenarioTime: nil, coverage: nil))
    let row = try #require(claims["MVVM code is 25–30 % shorter than MVP"])
    #expect(row.verdict == .partly)
    let reason = try #require(row.reason)
    #expect(reason.hasPrefix("median saving 33 % against 25–30 %, 0 of 1 screens in range;"))
    #expect(reason.contains("partly when some screen's is or the median is within 15–40 %"))
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
