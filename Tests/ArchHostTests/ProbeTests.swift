import ArchFlow
import ArchHost
import ArchTestSupport
import Testing

/// A long-lived service that outlives every screen: the leak magnet.
final class TickerService: Sendable {
  let price: MutableStateFlow<Int>
  init(host: AppHost) { price = MutableStateFlow(0, ledger: host.ledger) }
}

struct PriceFrame: Sendable, Equatable, CustomStringConvertible {
  let price: Int
  var description: String { "price(\(price))" }
}

/// Subscribes to the ticker with a closure that captures the view strongly.
/// `fixed: false` never cancels it — the article's MVP + Rx leak, on purpose.
final class CapturingTickerView: Sendable {
  let context: ScreenContext
  let subscribedAt: UInt

  init(context: ScreenContext, ticker: TickerService, fixed: Bool) {
    self.context = context
    subscribedAt = #line + 1  // the next line: where the ledger should point
    let token = ticker.price.subscribe(label: "ticker.price") { price in self.show(price) }
    if fixed {
      context.lifecycle.observe(label: "ticker.lifecycle") { state in
        if state == .destroyed { token.cancel() }
      }
    }
  }

  func show(_ price: Int) { context.render(PriceFrame(price: price)) }
}

/// A model whose clear() forgets to cancel the request it started.
final class ForgetfulModel: Clearable {
  init(host: AppHost, consumerGone: Box<Bool>) {
    host.launch("forgetful.load") {
      host.upstream.started()
      try? await host.clock.sleep(for: .seconds(1))
      host.upstream.completed(consumerAlive: !consumerGone.value)
    }
  }

  func clear() {}  // should cancel the load
}

@Suite struct ProbeTests {
  @Test func aLeakyViewIsCaughtByTheLifetimeTrackerTheLedgerAndTheRenderLog() throws {
    // NB: pass `fixed: true` and every expectation below fails: that is the positive control.
    let host = AppHost()
    let ticker = TickerService(host: host)
    let screen = Screen(host: host, name: "ticker") { CapturingTickerView(context: $0, ticker: ticker, fixed: false) }
    screen.show()
    let line = try #require(screen.view?.subscribedAt)

    screen.pop()
    ticker.price.value = 7  // the leaked closure renders into the destroyed view

    #expect(host.tracker.alive == ["ticker view #1"])
    #expect(host.tracker.leaked == ["ticker view #1"])
    let record = try #require(host.ledger.liveRecords.first)
    #expect(host.ledger.liveCount == 1)
    #expect(record.description == "ticker.price @ ArchHostTests/ProbeTests.swift:\(line) on StateFlow<Int>")
    #expect(screen.renderLog.violations.map(\.description) == ["render after destroy: #1 @ 0.0 seconds: price(7)"])
    #expect(host.probeReport().leaks == [
      "alive after destroy: ticker view #1",
      "live subscription: ticker.price @ ArchHostTests/ProbeTests.swift:\(line) on StateFlow<Int>",
      "render after destroy: #1 @ 0.0 seconds: price(7)",
    ])
  }

  @Test func theFixedViewLeavesEveryProbeAtZero() {
    // NB: drop the `token.cancel()` at destroyed in CapturingTickerView and this reports the leak.
    let host = AppHost()
    let ticker = TickerService(host: host)
    let screen = Screen(host: host, name: "ticker") { CapturingTickerView(context: $0, ticker: ticker, fixed: true) }
    screen.show()
    ticker.price.value = 3
    screen.rotate()

    screen.pop()
    ticker.price.value = 7

    let report = host.probeReport()
    #expect(report.leaks == [], "\(report)")
    #expect(report == ProbeReport())
    #expect(screen.renderLog.frames.map(\.text) == ["price(0)", "price(3)", "price(3)"])
  }

  @Test func popMidLoadLeavesNothingBehind() {
    // NB: make ProfileModel.clear() a no-op and tasks, upstream and sleepers stay live.
    let host = AppHost()
    let screen = Screen(host: host, name: "profile") { ProfileView(context: $0) }
    screen.show()
    host.advance(by: .milliseconds(100))

    screen.pop()
    host.advance(by: .seconds(1))

    let report = host.probeReport()
    #expect(report.leaks == [], "\(report)")
    #expect(report.upstream == UpstreamCounts(started: 1, cancelled: 1))
    #expect(screen.renderLog.frames.map(\.text) == ["loading"])
  }

  @Test func rotationMidLoadMakesOneRequestAndTheNewViewShowsTheResult() {
    let host = AppHost()
    let screen = Screen(host: host, name: "profile") { ProfileView(context: $0) }
    screen.show()
    host.advance(by: .milliseconds(100))

    screen.rotate()
    host.advance(by: .milliseconds(200))

    #expect(host.upstream.counts == UpstreamCounts(started: 1, completed: 1))
    #expect(screen.renderLog.lastFrame?.description == "#2 @ 0.3 seconds: loaded(user-42)")
    screen.pop()
    #expect(host.probeReport().isClean)
  }

  @Test func upstreamWorkThatOutlivesItsConsumerIsCounted() {
    // NB: cancel the load in ForgetfulModel.clear() and both upstream lines go away.
    let host = AppHost()
    let gone = Box(false)
    let screen = Screen(host: host, name: "forgetful") { context in
      _ = context.retained.value(for: "model") { ForgetfulModel(host: context.host, consumerGone: gone) }
      return LoggingView(context: context)
    }
    screen.show()
    screen.pop()
    gone.value = true

    #expect(host.probeReport().leaks == ["live task: forgetful.load", "upstream still in flight: 1"])

    host.advance(by: .seconds(1))

    #expect(host.upstream.counts == UpstreamCounts(started: 1, completed: 1, completedAfterConsumerGone: 1))
    #expect(host.probeReport().leaks == ["upstream completed after its consumer was gone: 1"])
  }

  @Test func trackedObjectsAreListedWhileAliveAndLeakedOnlyAfterExpectReleased() {
    let tracker = LifetimeTracker()
    var presenter: Plain? = Plain()
    let model = Plain()
    tracker.track(presenter!, as: "presenter")
    tracker.track(model, as: "model")
    #expect(tracker.alive == ["presenter", "model"])
    #expect(tracker.leaked == [])

    tracker.expectReleased(model)
    presenter = nil

    #expect(tracker.alive == ["model"])
    #expect(tracker.leaked == ["model"])
    _ = presenter
  }

  @Test func manyTrackedObjectsKeepTheirOrderAndOnlyTheExpectedOnesLeak() {
    // Past the prune threshold: released objects are dropped, live ones keep
    // their order, and an object tracked twice answers under both names.
    let tracker = LifetimeTracker()
    var kept: [Plain] = []
    for index in 0..<500 {
      let object = Plain()
      tracker.track(object, as: "object \(index)")
      if index % 100 == 0 { kept.append(object) }
    }
    tracker.track(kept[1], as: "again")
    tracker.expectReleased(kept[1])
    for index in 0..<200 { tracker.track(Plain(), as: "gone \(index)") }  // released at once

    #expect(tracker.alive == ["object 0", "object 100", "object 200", "object 300", "object 400", "again"])
    #expect(tracker.leaked == ["object 100", "again"])
    _ = kept
  }
}
