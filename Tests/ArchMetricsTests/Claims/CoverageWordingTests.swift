import ArchCodebase
import ArchMetrics
import Testing

/// A coverage figure never reads as full, or as none, when it is not:
/// 99.7 % of lines run is "99.7 %", not "100 %".
@Suite struct CoverageWordingTests {
  @Test("coverage just short of every line reads with its decimal, a whole figure stays whole")
  func nearlyFullCoverageIsNotRoundedToFull() throws {
    // NB: write the figures with ClaimRow.percent to watch "presenters 100 %" come back.
    let figures = CoverageFigures(
      presenters: LineCoverage(covered: 1717, count: 1722), viewModels: LineCoverage(covered: 1191, count: 1191))
    let rows = ArticleClaims.evaluate(
      ClaimInputs(lines: [], matrix: [], presenterScenarioTime: nil, coverage: figures))
    let row = try #require(rows.first { $0.id == .logicCoverage })
    #expect(row.measured == "presenters 99.7 % of 1722 lines, view models 100 % of 1191 lines")
  }

  @Test("a figure rounds to a whole percent unless that would make it 0 % or 100 %")
  func wholeUnlessAtAnEnd() {
    #expect(ClaimRow.percentKeepingEnds(0.997) == "99.7 %")
    #expect(ClaimRow.percentKeepingEnds(0.9999) == "99.9 %")
    #expect(ClaimRow.percentKeepingEnds(1) == "100 %")
    #expect(ClaimRow.percentKeepingEnds(0.004) == "0.4 %")
    #expect(ClaimRow.percentKeepingEnds(0) == "0 %")
    #expect(ClaimRow.percentKeepingEnds(0.853) == "85 %")
  }
}
