import ArchMetrics
import Testing

/// The bar chart: stacked segments, legend, marker, value labels, axis.
@Suite struct SVGBarChartTests {
  let chart = SVGBarChart(
    id: "c", title: "Lines", series: ["model", "view"],
    bars: [.init(label: "a", segments: [10, 30]), .init(label: "b", segments: [0, 20], marker: 35)],
    unit: "lines", markerName: "p99")

  @Test func stacksOneRectanglePerNonZeroSegment() {
    let svg = chart.svg()
    // Two legend swatches plus three segments.
    #expect(svg.components(separatedBy: "<rect").count - 1 == 5)
    #expect(svg.contains(">40</text>"))
    #expect(svg.contains("<title>a: model 10, view 30, total 40</title>"))
  }

  @Test func drawsLegendMarkerAndRoundTicks() {
    let svg = chart.svg()
    #expect(svg.contains(">model</text>"))
    #expect(svg.contains(">p99</text>"))
    #expect(svg.contains("class=\"marker\""))
    for tick in ["0", "10", "20", "30", "40"] {
      #expect(svg.contains("text-anchor=\"middle\">\(tick)</text>"), "\(tick)")
    }
  }

  @Test func anAllZeroChartStillHasAnAxis() {
    let zero = SVGBarChart(id: "z", title: "Leaks", series: ["leaks"], bars: [.init(label: "mvp", segments: [0])])
    let svg = zero.svg()
    #expect(!svg.contains("<rect"))
    #expect(!svg.contains("nan"))
    #expect(svg.contains("text-anchor=\"middle\">1</text>"))
  }
}
