import ArchHost
import Testing

/// `ScreenContext.track(_:as:)`: an object a view makes for itself is
/// watched like the ones kept in a store.
@Suite struct ContextTrackingTests {
  /// Holds whatever it is given: a presenter that keeps its view.
  final class Holder: Sendable {
    let held = Locked<AnyObject?>(nil)
  }

  final class OwningView: Sendable {
    let presenter: Holder
    init(context: ScreenContext, cycle: Bool) {
      presenter = context.track(Holder(), as: "presenter")
      if cycle { presenter.held.withLock { $0 = self } }  // the presenter keeps the view: neither goes
    }
  }

  @Test func anObjectTheViewMadeIsExpectedGoneWithTheView() {
    let host = AppHost()
    let screen = Screen(host: host, name: "owner") { OwningView(context: $0, cycle: false) }
    screen.show()
    #expect(host.tracker.alive.contains("owner presenter"))
    screen.rotate()
    screen.pop()
    #expect(host.tracker.alive.isEmpty)
    #expect(host.tracker.leaked.isEmpty)
  }

  @Test func anObjectTheViewMadeThatOutlivesItIsALeak() {
    // NB: in ScreenContext.track, drop the expectReleased on destroyed and this fails.
    let host = AppHost()
    let screen = Screen(host: host, name: "owner") { OwningView(context: $0, cycle: true) }
    screen.show()
    #expect(host.tracker.leaked.isEmpty, "alive while its view is")
    screen.pop()
    #expect(host.tracker.leaked.contains("owner presenter"))
    #expect(host.probeReport().leaks.contains { $0.contains("owner presenter") })
  }
}
