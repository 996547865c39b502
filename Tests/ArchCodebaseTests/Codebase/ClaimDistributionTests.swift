import Testing

@testable import ArchCodebase

/// How a claim's figures spread, and the one verdict rule both the suite
/// and an app's code are judged by.
@Suite struct ClaimDistributionTests {
  static func samples(_ values: [Double]) -> [ClaimDistribution.Sample] {
    values.enumerated().map { ClaimDistribution.Sample(screen: "s\($0.offset)", value: $0.element) }
  }

  @Test func quartilesInterpolateBetweenRanks() {
    let spread = ClaimDistribution(Self.samples([0.1, 0.2, 0.3, 0.4, 0.5]), claimed: 0.2...0.3)
    #expect(
      (spread.minimum, spread.lowerQuartile, spread.median, spread.upperQuartile, spread.maximum) == (
        0.1, 0.2, 0.3, 0.4, 0.5
      ))
    #expect(spread.inRange == 2)
    let even = ClaimDistribution(Self.samples([0.1, 0.2, 0.3, 0.4]), claimed: 0.2...0.3)
    #expect(abs(even.median - 0.25) < 1e-12)
    #expect(abs(even.lowerQuartile - 0.175) < 1e-12)
  }

  @Test func listsTheScreensOutsideTheRangeFarthestFirst() {
    let spread = ClaimDistribution(Self.samples([0.25, 0.9, 0.1, 0.35]), claimed: 0.2...0.3)
    #expect(spread.outside.map(\.screen) == ["s1", "s2", "s3"])
  }

  @Test func aFigureOnTheRangesEdgeIsInRangeDespiteRoundingError() {
    // 1 − 14 / 20 is 0.30000000000000004 in floating point.
    let spread = ClaimDistribution(Self.samples([1 - 14.0 / 20]), claimed: 0.25...0.30)
    #expect(spread.inRange == 1)
  }

  @Test func theShareRuleJudgesTheMediansIntervalAgainstTheRange() {
    let judge = { (values: [Double]) in
      ClaimJudge.share(.presenterShare, samples: Self.samples(values), method: "m").verdict
    }
    #expect(judge([0.45, 0.5, 0.55, 0.5]) == .holds)
    #expect(judge([0.45, 0.7, 0.5, 0.65]) == .inconclusive)
    #expect(judge([0.2, 0.7, 0.25, 0.3]) == .inconclusive)
    #expect(judge([0.2, 0.3, 0.25, 0.35]) == .doesNotHold)
    #expect(judge([0.45, 0.5]) == .inconclusive)  // two screens: too few
  }

  @Test func theShorterRuleIsTheSameRuleOn25To30Percent() {
    let judge = { (values: [Double]) in
      ClaimJudge.shorter(.mvvmShorter, samples: Self.samples(values), variant: "mvvm", base: "mvp", method: "m")
    }
    #expect(judge([0.26, 0.28, 0.27]).verdict == .holds)
    #expect(judge([0.18, 0.20, 0.19]).verdict == .doesNotHold)
    #expect(judge([0.20, 0.27, 0.35]).verdict == .inconclusive)
    #expect(judge([-0.5]).measured.hasPrefix("mvvm is 50 % longer than mvp"))
  }
}
