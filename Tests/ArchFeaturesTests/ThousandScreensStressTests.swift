import ArchFeatures
import ArchFlow
import ArchHost
import Testing

/// A thousand Ticker screens open at once on one host, each with its
/// own live stream; pop them all and every probe is back to zero.
@Suite struct ThousandScreensStressTests {
  static let screens = 1_000

  @Test(arguments: [VariantID.mvp, .mvvmAsync])  // a callback binding and a task-based one
  func thousandTickersPopBackToZero(_ id: VariantID) throws {
    let variant = try #require(Ticker.variants.first { $0.id == id })
    let host = AppHost()
    let services = Ticker.makeServices(ServiceEnvironment(host: host))
    let screens = (0..<Self.screens).map { index in
      Screen<AnyObject & Sendable>(host: host, name: "ticker \(index)") { context in
        variant.view(for: context, services: services)
      }
    }
    for screen in screens { screen.show() }
    host.advance(by: .seconds(3))

    let open = host.probeReport()
    #expect(open.liveSubscriptions >= Self.screens)
    #expect(open.objectsAlive.count >= Self.screens)
    #expect(services.requestCount == Self.screens)
    #expect(screens.allSatisfy { $0.renderLog.lastFrame?.text == "ACME 103.0 live" })

    // NB: skip popping one screen and the report names its subscriptions and view.
    for screen in screens { screen.pop() }
    host.advance(by: .seconds(10))
    let report = host.probeReport()
    #expect(report.leaks == [], "\(report)")
    #expect(host.ledger.liveCount == 0)
    #expect(host.tasks.labels.isEmpty)
    #expect(host.tracker.alive.isEmpty)
    #expect(host.upstream.counts.inFlight == 0)
  }
}
