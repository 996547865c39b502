import ArchFlow
import ArchHost
import ArchTestSupport
import Testing

/// A host that opens screen after screen keeps what the probes need (the
/// renders after destroy) and lets each gone screen's frames go: its memory
/// does not grow with every cycle of a scale run.
@Suite struct RenderLogReleaseTests {
  @Test func aPoppedScreensRenderLogIsReleasedOnceNothingHoldsTheScreen() {
    let host = Host()
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
    let host = Host()
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
