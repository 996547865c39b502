import ArchCodebase
import ArchMetrics
import Testing

/// The HTML page: self-contained, escaped, charts that tell the truth at a
/// glance (bars drawn, labels distinct, like magnitudes together).
@Suite struct HTMLRendererTests {
  let html = HTMLRenderer().render(SampleReport.make())

  func occurrences(of needle: String, in text: String) -> Int {
    SVGInspection.count(needle, in: text)
  }

  /// The sample report with `timings` instead of its own.
  func report(timings: [(String, Double)]) -> ArchLabReport {
    var report = SampleReport.make()
    report.timings = timings.map {
      TimingRow(name: $0.0, nanoseconds: SampleReport.summary(mean: $0.1, sd: $0.1 / 10, count: 100))
    }
    return report
  }

  @Test func hasNoScriptAndNoExternalReferences() {
    // NB: add a web font `@import url(https://…)` to HTMLStyle.css to watch this fail.
    for page in [html, HTMLRenderer(benchmarks: BenchmarkFixtures.summary).render(SampleReport.make())] {
      #expect(!page.lowercased().contains("<script"))
      let xmlns = "xmlns=\"http://www.w3.org/2000/svg\""
      let withoutNamespace = page.replacingOccurrences(of: xmlns, with: "")
      #expect(!withoutNamespace.contains("http://"))
      #expect(!withoutNamespace.contains("https://"))
      for reference in ["src=", "href=", "url(", "@import", "<link"] {
        #expect(!page.contains(reference), "\(reference)")
      }
    }
  }

  @Test func escapesEveryTextItShows() {
    // NB: drop the `"<"` case of HTMLEscape.escape to watch this fail.
    let page = HTMLRenderer().render(SampleReport.make(claim: "<b>&\"' claim"))
    #expect(page.contains("&lt;b&gt;&amp;&quot;&#39; claim"))
    #expect(!page.contains("<b>"))
  }

  @Test func drawsAChartPerFeaturePerLeakKindAndPerTimingBand() {
    // Two features' lines, four leak kinds, two timing bands (90 ns, 4 µs).
    #expect(occurrences(of: "<svg", in: html) == 8)
    #expect(occurrences(of: "</svg>", in: html) == 8)
    var noTimings = SampleReport.make()
    noTimings.timings = []
    #expect(occurrences(of: "<svg", in: HTMLRenderer().render(noTimings)) == 6)
  }

  @Test func chartsAreAccessible() {
    let titles = [
      "profile: lines by role", "search: lines by role", "Live subscriptions", "Live tasks", "Objects alive",
      "Renders after destroy", "Timings up to 200 ns", "Timings up to 8 µs",
    ]
    for title in titles {
      #expect(html.contains("aria-label=\"\(title)\""), "\(title)")
      #expect(html.contains(">\(title)</title>"), "\(title)")
    }
  }

  @Test func everyChartDrawsABarOnATrackForEachNonZeroFigure() {
    // NB: draw bars as `<g>` without the `bar` class in SVGBarChartLayout.row to watch this fail.
    for svg in SVGInspection.charts(in: html) {
      let values = SVGInspection.values(in: svg)
      #expect(!values.isEmpty)
      #expect(occurrences(of: "<rect class=\"track\"", in: svg) == values.count)
      let nonZero = values.filter { $0 != "0" }.count
      #expect(occurrences(of: "<rect class=\"bar ", in: svg) >= nonZero, "\(svg.prefix(200))")
    }
  }

  @Test func noTwoLabelsOnAChartRenderTheSame() {
    // NB: cut labels to their first 20 characters in SVGBarChartLayout.init to watch this fail.
    let page = HTMLRenderer().render(
      report(timings: [
        ("StateFlow.subscribeCancel (10,000 others) measured against the raw floor", 195),
        ("StateFlow.subscribeCancel (10,000 vs 0 others) measured against the raw floor", 196),
        ("StateFlow.subscribeCancel (10,000 vs 0 others) measured against the raw floor", 197),
      ]))
    let charts = SVGInspection.charts(in: page)
    #expect(!charts.isEmpty)
    for svg in charts {
      let labels = SVGInspection.labels(in: svg)
      #expect(Set(labels).count == labels.count, "\(labels)")
    }
  }

  @Test func timingsOfVeryDifferentSizeNeverShareAnAxis() {
    // NB: make MagnitudeBands.bands return `[items]` to watch this fail.
    let page = HTMLRenderer().render(
      report(timings: [
        ("cancel a callback subscription", 71), ("cancel a task-based subscription", 2_049),
        ("run one mvp scenario headless", 207_902), ("cancel a flow subscription", 90),
      ]))
    let timingCharts = SVGInspection.charts(in: page).filter { $0.contains("aria-describedby=\"chart-timings-") }
    #expect(timingCharts.count == 3)
    for svg in timingCharts {
      let widths = SVGInspection.barWidths(in: svg)
      #expect((widths.min() ?? 0) >= (widths.max() ?? 0) / 10, "\(widths)")
    }
    for title in ["Timings up to 150 ns", "Timings up to 3 µs", "Timings up to 300 µs"] {
      #expect(page.contains("aria-label=\"\(title)\""), "\(title)")
    }
  }

  @Test func microBenchmarkTimingsAreShownApartFromTheScenarioTimings() {
    let page = HTMLRenderer().render(
      report(timings: [("cancel a callback subscription", 71), ("flow: Raw.emit (1 subscriber)", 36)]))
    let timings = SVGInspection.section("timings", in: page)
    let micro = SVGInspection.section("micro", in: page)
    #expect(timings.contains("cancel a callback subscription"))
    #expect(!timings.contains("Raw.emit"))
    #expect(micro.contains("<td>Raw.emit (1 subscriber)</td>"))
    #expect(!micro.contains("<svg"))
  }

  @Test func showsTheTablesAndVerdictBadges() {
    for heading in ["Lines by role", "Leaks", "Requests and cancellation", "Timings", "The article&#39;s claims"] {
      #expect(html.contains("<h2>\(heading)</h2>"), "\(heading)")
    }
    #expect(html.contains("<span class=\"badge good\">✓ holds</span>"))
    #expect(html.contains("<span class=\"badge mixed\">≈ partly</span>"))
    #expect(html.contains("<span class=\"badge bad\">✗ does not hold</span>"))
    #expect(html.contains("<td class=\"num tone-bad\">200</td>"))
    #expect(!html.contains("Micro benchmarks"))
  }

  @Test func isOneCompleteDocument() {
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(occurrences(of: "<html", in: html) == 1)
    #expect(html.hasSuffix("</html>\n"))
    #expect(occurrences(of: "<table", in: html) == 5 && occurrences(of: "</table>", in: html) == 5)
  }
}
