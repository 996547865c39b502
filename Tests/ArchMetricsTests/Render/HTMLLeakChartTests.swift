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
    #expect(html.contains("<h2>Leaks and cancellation</h2>"))
  }
}
