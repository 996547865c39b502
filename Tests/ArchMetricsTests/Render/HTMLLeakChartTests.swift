import ArchMetrics
import Testing

/// The leak charts: one small chart per kind, each on its own scale, so a
/// small figure of one kind is not flattened by a large one of another.
@Suite struct HTMLLeakChartTests {
  func row(_ variant: String, subscriptions: Int = 0, tasks: Int = 0, objects: Int = 0, renders: Int = 0) -> MatrixRow {
    MatrixRow(
      feature: "ticker", variant: variant, scenarios: 9, passed: 9, liveSubscriptions: subscriptions,
      liveTasks: tasks, objectsAlive: objects, rendersAfterDestroy: renders, completedForNobody: 0,
      duplicateRequestsPerRotation: 0, upstreamIdleAfterPop: 0.25)
  }

  func page(_ matrix: [MatrixRow]) -> String {
    HTMLRenderer().render(ArchLabReport(machine: "test", command: "test", cycles: 200, matrix: matrix))
  }

  func chart(_ kind: String, in html: String) -> String {
    SVGInspection.chart("chart-leaks-\(kind)", in: html) ?? ""
  }

  @Test func drawsFourSmallMultiplesOneForEachKind() {
    let html = page([row("mvp-leaky", subscriptions: 3, tasks: 61, objects: 5, renders: 10_708), row("mvp")])
    let leaks = SVGInspection.section("leaks", in: html)
    #expect(leaks.contains("<div class=\"multiples\">"))
    #expect(SVGInspection.charts(in: leaks).count == 4)
    for title in ["Live subscriptions", "Live tasks", "Objects alive", "Renders after destroy"] {
      #expect(leaks.contains("aria-label=\"\(title)\""), "\(title)")
    }
  }

  @Test func sixtyOneTasksStayVisibleBesideTenThousandRenders() {
    // NB: stack the four kinds on one chart in HTMLRenderer.leakCharts to watch this fail.
    let html = page([row("mvp-leaky", tasks: 61, renders: 10_708), row("mvi-leaky", tasks: 20, renders: 0)])
    let tasks = SVGInspection.barWidths(in: chart("tasks", in: html))
    let renders = SVGInspection.barWidths(in: chart("renders", in: html))
    #expect(tasks.first.map { $0 > 200 } == true, "\(tasks)")
    #expect(renders.first.map { $0 > 200 } == true, "\(renders)")
  }

  @Test func aZeroReadsAsZero() {
    let html = page([row("mvp-leaky", tasks: 61, renders: 10_708), row("mvi-leaky", tasks: 20, renders: 0)])
    let renders = chart("renders", in: html)
    #expect(SVGInspection.values(in: renders) == ["10708", "0"])
    #expect(SVGInspection.barWidths(in: renders).count == 1)
    let subscriptions = chart("subscriptions", in: html)
    #expect(SVGInspection.values(in: subscriptions) == ["0", "0"])
    #expect(SVGInspection.barWidths(in: subscriptions).isEmpty)
  }

  @Test func drawsOnlyTheRowsThatLeakAndSaysSo() {
    let html = page([row("mvp-leaky", tasks: 61), row("mvp"), row("mvvm-flow")])
    #expect(SVGInspection.labels(in: chart("tasks", in: html)) == ["ticker / mvp-leaky"])
    #expect(html.contains("The 2 variant rows not drawn are zero on all four"))
  }

  @Test func aCleanMatrixSaysNothingLeaked() {
    let html = page([row("mvp"), row("mvvm-flow")])
    #expect(!html.contains("chart-leaks-"))
    #expect(html.contains("Nothing leaked"))
    #expect(html.contains("<h2>Leaks</h2>"))
  }

  func control(_ row: MatrixRow) -> MatrixRow {
    var row = row
    row.leaksOnPurpose = true
    return row
  }

  @Test func theCaptionNamesTheBarsThatMustBeThereAndSaysNoOtherMay() {
    var disciplined = row("mvp", objects: 2)
    disciplined.leaksOnPurpose = false
    let html = page([control(row("mvp-leaky", tasks: 61)), control(row("mvi-leaky", tasks: 2)), disciplined])
    let caption = SVGInspection.text(SVGInspection.section("leaks", in: html))
    #expect(caption.contains("The bars of mvp-leaky, mvi-leaky must be there"))
    #expect(caption.contains("Every other variant must have no bar at all"))
    #expect(caption.contains("Not expected here: ticker / mvp."))
    #expect(!caption.contains("every bar should be empty"))
  }

  @Test func anOutlierPutsItsChartOnALogScaleWhereTwentyIsStillReadable() {
    // NB: drop `.logarithmic()` in HTMLRenderer.leakCharts and the 20 becomes a 1 px sliver.
    let html = page([control(row("mvp-leaky", renders: 10_548)), control(row("mvi-leaky", renders: 20))])
    let renders = chart("renders", in: html)
    let widths = SVGInspection.barWidths(in: renders)
    #expect(widths.count == 2 && widths[1] > widths[0] / 4, "\(widths)")
    let ticks = SVGInspection.ticks(in: renders)
    #expect(ticks == ["0", "10", "100", "1k", "10k", "100k"], "\(ticks)")
    #expect(html.contains("Renders after destroy on a logarithmic one"))
    // Values of one size keep a linear axis.
    let tasks = chart("tasks", in: page([control(row("mvp-leaky", tasks: 61)), control(row("mvi-leaky", tasks: 20))]))
    #expect(SVGInspection.ticks(in: tasks).first == "0" && !SVGInspection.ticks(in: tasks).contains("10"))
  }

  @Test func anAxisUsesOneNumberStyle() {
    let svg = SVGBarChart(
      id: "c", title: "t", series: ["renders"], bars: [.init(label: "a", segments: [10_708])], unit: "renders"
    ).svg()
    let ticks = SVGInspection.ticks(in: svg)
    #expect(ticks == ["0", "5k", "10k", "15k"], "\(ticks)")
  }

  @Test func theRequestsTableSaysMaxWhenTooFewPopsForAPercentile() {
    var few = row("mvp")
    few.popLatency = SampleSummary([1_000, 2_000, 9_000])
    let html = page([few])
    let requests = SVGInspection.text(SVGInspection.section("requests", in: html))
    #expect(requests.contains("pop max µs") && !requests.contains("p99"))
    #expect(requests.contains("completed for nobody"))
    #expect(!SVGInspection.text(SVGInspection.section("leaks", in: html)).contains("completed for nobody"))
  }
}
