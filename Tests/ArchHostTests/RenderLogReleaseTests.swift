import ArchHost
import Testing

/// A host that opens screen after screen keeps what the probes need (the
/// renders after destroy) and lets each gone screen's frames go: its memory
/// does not grow with every cycle of a scale run.
@Suite struct RenderLogReleaseTests {
  @Test func aPoppedScreensRenderLogIsReleasedOnceNothingHoldsTheScreen() {
    let host = AppHost()
    weak var log: RenderLog?
    do {
      let screen = Screen(host: host, name: "log") { LoggingView(context: $0) }
      screen.show()
      log = screen.renderLog
      screen.pop()
    }
    // NB: keep every screen's RenderLog in the host (as before) to see it survive its screen.
    #expect(log == nil)
  }

  @Test func rendersAfterDestroyOfAGoneScreenStayInTheProbeReport() {
    let host = AppHost()
    let lifecycle: Lifecycle
    do {
      let screen = Screen(host: host, name: "log") { LoggingView(context: $0) }
      screen.show()
      lifecycle = screen.lifecycle!
      let log = screen.renderLog
      screen.pop()
      log.record(PriceFrame(price: 1), by: lifecycle)
    }
    #expect(host.probeReport().rendersAfterDestroy.count == 1)
  }
}

/// What a leaky control leaves is counted whole, but its details are kept
/// for the first ones only: the instrument's memory per leak is bounded.
@Suite struct BoundedViolationTests {
  @Test func aRenderLogCountsEveryRenderAfterDestroyAndKeepsTheFirstHundred() {
    let host = AppHost()
    let screen = Screen(host: host, name: "log") { LoggingView(context: $0) }
    screen.show()
    let lifecycle = screen.lifecycle!
    let log = screen.renderLog
    screen.pop()
    for price in 0..<150 { log.record(PriceFrame(price: price), by: lifecycle) }
    // NB: in BoundedViolations.add, append past the limit to see 150 kept whole.
    #expect(log.violationCount == 150)
    #expect(log.violations.count == RenderLog.violationDetails)
    let report = host.probeReport()
    #expect(report.rendersAfterDestroyCount == 150)
    #expect(report.rendersAfterDestroy.count == 150)
    #expect(report.description.contains("renders after destroy 150"))
  }

  @Test func theHostCountsTheRendersAfterDestroyOfManyScreensAndKeepsTheEarliestThousand() {
    let host = AppHost()
    var dead: [(RenderLog, Lifecycle)] = []
    for _ in 0..<15 {
      let screen = Screen(host: host, name: "log") { LoggingView(context: $0) }
      screen.show()
      dead.append((screen.renderLog, screen.lifecycle!))
      screen.pop()
    }
    for (index, (log, lifecycle)) in dead.enumerated() {
      for price in 0..<150 { log.record(PriceFrame(price: index * 150 + price), by: lifecycle) }
    }
    // NB: in RenderLog.recordViolation, count only once the log itself is full: the host then keeps
    // the first 100 of each screen, not the earliest 1,000.
    let report = host.probeReport()
    #expect(report.rendersAfterDestroyCount == 15 * 150)
    let kept = report.rendersAfterDestroy.map { $0.frame.value(as: PriceFrame.self)?.price }
    #expect(kept.count == 1_000)
    #expect(kept.indices.first { kept[$0] != $0 } == nil, "the first place that does not hold the earliest")
    #expect(dead.allSatisfy { $0.0.violationCount == 150 && $0.0.violations.count == RenderLog.violationDetails })
  }
}
