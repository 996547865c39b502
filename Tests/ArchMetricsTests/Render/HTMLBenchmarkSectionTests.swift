import ArchMetrics
import Testing

/// The "Micro benchmarks" section drawn from a ``BenchmarkSummary``:
/// targets with PASS or MISS in words, ratios against their floors in
/// charts of like magnitude, the rows, machine and date.
@Suite struct HTMLBenchmarkSectionTests {
  let html = HTMLRenderer(benchmarks: BenchmarkFixtures.summary).render(SampleReport.make())

  var section: String { SVGInspection.section("micro", in: html) }

  @Test func targetsSayPassOrMissInWords() {
    // NB: render every target with `status(true)` in HTMLRenderer.targetsTable to watch this fail.
    #expect(section.contains("<h2>Micro benchmarks</h2>"))
    #expect(section.contains("<tr class=\"pass\"><td><span class=\"badge good\">✓ PASS</span></td>"))
    #expect(section.contains("<tr class=\"miss\"><td><span class=\"badge bad\">✗ MISS</span></td>"))
    #expect(section.contains("1 of 2 targets pass; 1 misses."))
  }

  @Test func targetsShowTheirRatioAgainstTheLimit() {
    #expect(section.contains("<td class=\"num\">1.67×</td><td class=\"num\">≤ 2×</td><td class=\"num\">84%</td>"))
    #expect(section.contains("<td class=\"num tone-bad\">3.43×</td><td class=\"num\">≤ 3×</td>"))
  }

  @Test func ratiosAreChartedAgainstTheirFloorsInBandsOfLikeSize() throws {
    // NB: make MagnitudeBands.bands return `[items]` to watch this fail.
    let charts = SVGInspection.charts(in: section)
    try #require(charts.count == 2)
    #expect(
      SVGInspection.labels(in: charts[0]) == ["StateFlow.emit (1 subscriber)", "StateFlow.subscribeCancel (0 others)"])
    #expect(SVGInspection.labels(in: charts[1]) == ["Observation.emit (1 observer)"])
    #expect(SVGInspection.values(in: charts[0]) == ["1.67× (limit 2×)", "3.43× (limit 3×, MISS)"])
    #expect(charts[0].contains(">target limit</text>"))
    #expect(SVGInspection.count("class=\"marker\"", in: charts[0]) == 3)  // legend and two limits
    for svg in charts {
      #expect(SVGInspection.count("<rect class=\"bar ", in: svg) == SVGInspection.labels(in: svg).count)
    }
  }

  @Test func listsEveryRowWithItsFloorAndTheMachineAndDate() {
    #expect(section.contains("<td>StateFlow.emit (1 subscriber)</td><td class=\"num\">61.1</td><td>ns/emit</td>"
      + "<td>Raw.emit (1 subscriber)</td><td class=\"num\">1.67×</td>"))
    #expect(section.contains("<td>Raw.emit (1 subscriber)</td><td class=\"num\">36.6</td><td>ns/emit</td><td>—</td>"))
    #expect(section.contains("<dd>vm, 2 cores, Debian GNU/Linux 12 (bookworm), Swift 6.3, release build</dd>"))
    #expect(section.contains("<dd>2026-12-01T11:11:26Z</dd>"))
    #expect(section.contains("<li>Raw rows: a pthread_mutex_t used through its pointer.</li>"))
  }

  @Test func theReportsCopiesOfTheRowsAreNotRepeated() {
    var report = SampleReport.make()
    report.timings.append(
      TimingRow(name: "flow: Raw.emit (1 subscriber)", nanoseconds: SampleReport.summary(mean: 36, sd: 2, count: 21)))
    let page = HTMLRenderer(benchmarks: BenchmarkFixtures.summary).render(report)
    let timings = SVGInspection.section("timings", in: page)
    #expect(!timings.contains("Raw.emit"))
    #expect(!page.contains("flow: Raw.emit"))
    #expect(SVGInspection.count("<tr><td>Raw.emit (1 subscriber)</td>", in: page) == 1)
  }

  @Test func withoutASummaryThePageIsAsBefore() {
    let report = SampleReport.make()
    #expect(HTMLRenderer(benchmarks: nil).render(report) == HTMLRenderer().render(report))
    #expect(!HTMLRenderer().render(report).contains("id=\"micro\""))
  }
}
