import Testing

@testable import ArchCodebase

@Suite struct StudyPlotTests {
  /// A pool of one app's screens at `values`, judged against `claimed`.
  func pool(_ label: String, _ values: [Double], claimed: ClosedRange<Double> = 0.4...0.6) -> StudyPlot.Pool {
    let samples = values.enumerated().map { index, value in
      StudyPlot.Sample(app: label, mark: StudyMark(app: 0), screen: "S\(index)", value: value)
    }
    let sure = ClaimUncertainty(values: values, apps: values.map { _ in label }, claimed: claimed)
    return StudyPlot.Pool(label: label, figure: "", samples: samples, uncertainty: sure)
  }

  @Test func aScreensPointSitsAtItsShareOnTheAxisAndInsideItsPoolsLane() throws {
    let plot = StudyPlot(claimed: 0.4...0.6, pools: [pool("a", [0.1, 0.9]), pool("b", [0.45, 0.5, 0.7])])
    // NB: drop `lane.stripTop +` from a point's y and every point lands above its lane.
    for lane in plot.lanes {
      #expect(lane.points.count == lane.pool.samples.count)
      for (point, sample) in zip(lane.points, lane.pool.samples) {
        #expect(point.x == plot.x(sample.value))
        #expect(point.y > lane.stripTop && point.y < lane.stripBottom)
      }
    }
    #expect(plot.lanes[1].stripTop > plot.lanes[0].bottom)
    // NB: map a share s to s × width (no margin) and 45 % moves off its place on the axis.
    let x = try #require(plot.lanes[1].points.first?.x)
    #expect(abs(x - (StudyPlot.margin + 0.45 * (StudyPlot.width - 2 * StudyPlot.margin))) < 1e-9)
  }

  @Test func theBandSpansTheClaimedRange() {
    let plot = StudyPlot(claimed: 0.2...0.3, pools: [pool("a", [0.5, 0.6], claimed: 0.2...0.3)])
    // NB: draw the band from 0 % instead of from the claimed range's lower end and this fails.
    #expect(plot.band == plot.x(0.2)...plot.x(0.3))
    #expect(plot.x(0.2) < plot.x(0.3))
  }

  @Test func theIntervalBarSpansLowerToUpperAndTheMediansAreMarked() throws {
    let values = [0.2, 0.3, 0.35, 0.4, 0.5, 0.55, 0.6, 0.8]
    var apps = pool("a", values)
    let sure = ClaimUncertainty(values: values, apps: ["a", "a", "b", "b", "c", "c", "d", "d"], claimed: 0.4...0.6)
    apps.uncertainty = sure
    let plot = StudyPlot(claimed: 0.4...0.6, pools: [apps])
    let lane = try #require(plot.lanes.first)
    // NB: span the bar over the quartiles instead of lower…upper and this fails.
    #expect(lane.interval == plot.x(sure.lower)...plot.x(sure.upper))
    #expect(sure.lower < sure.upper)
    #expect(lane.median == plot.x(sure.median))
    #expect(lane.screenMedian == plot.x(sure.screenMedian))
    #expect(lane.barY > lane.stripBottom)
  }

  @Test func aNegativeSavingWidensTheAxisToMinusFiftyPercent() {
    let plot = StudyPlot(claimed: 0.25...0.30, pools: [pool("a", [-0.15, 0.1], claimed: 0.25...0.30)])
    // NB: keep the axis at 0–100 % and the saving of −15 % sits on 0 %.
    #expect(plot.domain == -0.5...1)
    #expect(plot.ticks.first == -0.5)
    #expect(plot.x(-0.15) > plot.x(-0.5) && plot.x(-0.15) < plot.x(0))
  }

  @Test func theJitterIsAFixedFunctionOfTheAppAndScreenNames() {
    // NB: seed the jitter from Swift's Hasher (seeded per process) and the pinned value moves between runs.
    #expect(StudyPlot.jitter("a\u{0}Login") == 0.07902545080977452)
    #expect(StudyPlot.jitter("a\u{0}Login") != StudyPlot.jitter("b\u{0}Login"))
    #expect((0..<200).map { StudyPlot.jitter("app\u{0}\($0)") }.allSatisfy { $0 >= 0 && $0 < 1 })
  }

  @Test func screensWhoseNamesDifferInOneLetterSpreadOverTheStrip() {
    let places = (1...9).map { StudyPlot.jitter("a\u{0}Screen\($0)") }
    // NB: drop the finalizer after FNV-1a and the nine land within 0.000001 of each other.
    #expect(places.max()! - places.min()! > 0.5)
  }
}
