import ArchMetrics
import Testing

/// The bar chart: stacked segments on tracks, legend, marker, value labels,
/// axis, labels that never read alike, and a size that fits a phone.
@Suite struct SVGBarChartTests {
  let chart = SVGBarChart(
    id: "c", title: "Lines", series: ["model", "view"],
    bars: [.init(label: "a", segments: [10, 30]), .init(label: "b", segments: [0, 20], marker: 35)],
    unit: "lines", markerName: "p99")

  func chart(labels: [String]) -> SVGBarChart {
    SVGBarChart(id: "l", title: "Labels", series: ["ns"], bars: labels.map { .init(label: $0, segments: [1]) })
  }

  @Test func stacksOneBarPerNonZeroSegmentOnATrackPerRow() {
    let svg = chart.svg()
    #expect(SVGInspection.count("<rect class=\"bar ", in: svg) == 3)
    #expect(SVGInspection.count("<rect class=\"track\"", in: svg) == 2)
    #expect(SVGInspection.count("<rect class=\"swatch ", in: svg) == 2)
    #expect(SVGInspection.values(in: svg) == ["40", "20"])
    #expect(svg.contains("<title>a: model 10, view 30, total 40</title>"))
  }

  @Test func colorsComeFromSeriesClassesWithThePaletteAsFallback() {
    let svg = chart.svg()
    #expect(svg.contains("class=\"bar s0\""))
    #expect(svg.contains("class=\"bar s1\""))
    #expect(svg.contains("fill=\"\(SVGBarChart.palette[1])\""))
  }

  @Test func drawsLegendMarkerAndRoundTicks() {
    let svg = chart.svg()
    #expect(svg.contains(">model</text>"))
    #expect(svg.contains(">p99</text>"))
    #expect(svg.contains("class=\"marker\""))
    #expect(svg.contains("text-anchor=\"start\">0</text>"))
    for tick in ["10", "20", "30"] {
      #expect(svg.contains("text-anchor=\"middle\">\(tick)</text>"), "\(tick)")
    }
    #expect(svg.contains("text-anchor=\"end\">40</text>"))
  }

  @Test func anAllZeroChartStillHasAnAxisAndReadsZero() {
    let zero = SVGBarChart(id: "z", title: "Leaks", series: ["leaks"], bars: [.init(label: "mvp", segments: [0])])
    let svg = zero.svg()
    #expect(!svg.contains("<rect class=\"bar"))
    #expect(svg.contains("<rect class=\"track\""))
    #expect(SVGInspection.values(in: svg) == ["0"])
    #expect(!svg.contains("nan"))
    #expect(svg.contains(">1</text>"))
  }

  @Test func aSmallFigureBesideALargeOneIsStillVisible() {
    // NB: set SVGBarChartLayout.minimumBar to 0 to watch this fail.
    let mixed = SVGBarChart(
      id: "m", title: "Renders", series: ["renders"],
      bars: [
        .init(label: "big", segments: [518_958]), .init(label: "small", segments: [1]),
        .init(label: "none", segments: [0]),
      ])
    let widths = SVGInspection.barWidths(in: mixed.svg())
    #expect(widths.count == 2)
    #expect(widths[0] > 300)
    #expect(widths[1] >= 2)
  }

  @Test func largeTicksAreShortened() {
    let large = SVGBarChart(
      id: "k", title: "Renders", series: ["renders"], bars: [.init(label: "a", segments: [518_958])])
    let svg = large.svg()
    #expect(svg.contains(">200k</text>"))
    #expect(svg.contains(">600k</text>"))
    #expect(!svg.contains(">600000</text>"))
  }

  @Test func longLabelsWrapWholeSoNoTwoBarsReadAlike() {
    // NB: cut labels to their first 30 characters in SVGBarChartLayout.init to watch this fail.
    let labels = [
      "StateFlow.subscribeCancel (10,000 others) with a long tail",
      "StateFlow.subscribeCancel (10,000 vs 0 others) with a long tail",
      "profile / mvvm-observation-leaky-and-a-name-longer-than-one-line-of-the-chart",
    ]
    let svg = chart(labels: labels).svg()
    #expect(SVGInspection.labels(in: svg) == labels)
    #expect(svg.contains("<tspan"))
  }

  @Test func repeatedLabelsAreNumbered() {
    let shown = SVGInspection.labels(in: chart(labels: ["mvp", "mvp", "mvvm"]).svg())
    #expect(shown == ["mvp", "mvp (2)", "mvvm"])
    #expect(Set(shown).count == shown.count)
  }

  @Test func chartsGivenOneAxisMaximumShareAScale() {
    func chart(_ value: Double) -> SVGBarChart {
      SVGBarChart(id: "a", title: "A", series: ["x"], bars: [.init(label: "a", segments: [value])], axisMaximum: 200)
    }
    let (small, large) = (chart(50), chart(200))
    #expect(SVGInspection.barWidths(in: small.svg()) == [90])
    #expect(SVGInspection.barWidths(in: large.svg()) == [360])
    #expect(small.svg().contains("text-anchor=\"end\">200</text>"))
  }

  @Test func aChartWithoutItsLegendLeavesItToThePage() {
    var bare = chart
    bare.showsLegend = false
    #expect(!bare.svg().contains("class=\"legend\""))
    #expect(chart.svg().contains("class=\"legend\""))
  }

  @Test func fitsAPhoneAndScalesByItsViewBox() {
    let svg = chart.svg()
    let width = svg.firstMatch(of: /<svg[^>]* width="([0-9.]+)"/).flatMap { Double($0.output.1) }
    #expect(width.map { $0 <= 390 } == true)
    #expect(svg.contains("viewBox=\"0 0 360.0 "))
  }
}
