import ArchFeatures
import ArchFlow
import ArchHost
import Testing

/// The Ticker fake on a host's clock: a stream per subscription,
/// ticking once a virtual second, failing on demand, reporting upstream.
@Suite struct TickerFakeTests {
  /// Subscribes on the host's ledger and records what arrives.
  private func subscribe(_ service: FakePriceService, to symbol: String) -> (any Cancellable, Locked<[PriceUpdate]>) {
    let received = Locked<[PriceUpdate]>([])
    let token = service.host.withLedger {
      service.prices(symbol: symbol).subscribe(label: "test") { update in received.withLock { $0.append(update) } }
    }
    return (token, received)
  }

  @Test func ticksOnePricePerVirtualSecondWhileSubscribed() {
    let host = AppHost()
    let service = FakePriceService(host: host)
    let (token, received) = subscribe(service, to: "ACME")
    host.settle()
    #expect(received.snapshot == [.connecting])
    host.advance(by: .milliseconds(2500))
    #expect(received.snapshot == [.connecting, .price(101), .price(102)])
    #expect(service.requestCount == 1)
    #expect(host.upstream.counts.inFlight == 1)
    token.cancel()
  }

  @Test func failsTheNextSubscriptionAfterOneTick() {
    let host = AppHost()
    let service = FakePriceService(host: host)
    service.failNextRequests(1)
    let (failing, failed) = subscribe(service, to: "ACME")
    host.advance(by: .seconds(3))
    #expect(failed.snapshot == [.connecting, .failed("offline")])
    #expect(host.upstream.counts == UpstreamCounts(started: 1, completed: 1))
    let (working, prices) = subscribe(service, to: "INIT")
    host.advance(by: .seconds(1))
    #expect(prices.snapshot == [.connecting, .price(54)])
    #expect(service.requestCount == 2)
    failing.cancel()
    working.cancel()
  }

  // NB: remove `stream.cancel()` from the fake's cancel action and this
  // test sees the stream still in flight and its task still live.
  @Test func reportsCancellationUpstreamAndStopsTicking() {
    let host = AppHost()
    let service = FakePriceService(host: host)
    let (token, received) = subscribe(service, to: "ACME")
    host.advance(by: .seconds(1))
    token.cancel()
    host.advance(by: .seconds(5))
    #expect(received.snapshot == [.connecting, .price(101)])
    #expect(host.upstream.counts == UpstreamCounts(started: 1, cancelled: 1))
    #expect(host.probeReport().isClean)
  }
}
