import ArchFlow
import ArchHost

/// A scripted `PriceService` on a host's clock. Each subscription is one
/// upstream request: it sends `connecting` at once, then one price per
/// ``tickInterval`` of virtual time from a task owned by the subscription,
/// until the subscription is cancelled. It reports to the host's upstream
/// counter — started, then cancelled when unsubscribed, or completed when
/// told to fail.
///
/// Prices are deterministic: the symbol's opening price plus the whole
/// virtual seconds elapsed, so ACME reads 101.0 at one second whoever asks.
///
/// ```swift
/// let service = FakePriceService(host: host)
/// service.failNextRequests(1)   // the next subscription fails after a tick
/// ```
public final class FakePriceService: PriceService, ScriptedService {
  /// The opening prices, by symbol; others open at 10.
  public static let openingPrices = ["ACME": 100.0, "INIT": 50.0]

  /// The host whose clock ticks the streams and whose probes count them.
  public let host: Host
  /// Virtual time between ticks (and before a scripted failure).
  public let tickInterval: Duration
  private let isConsumerAlive: @Sendable () -> Bool
  private let script: MutableStateFlow<Script>

  /// Subscriptions made and failures still to hand out (a state flow is
  /// the thread-safe box: `update` is atomic).
  private struct Script: Equatable {
    var requests = 0
    var failuresLeft = 0
  }

  /// A service on `host`'s clock.
  ///
  /// - Parameters:
  ///   - isConsumerAlive: Asked when a stream fails; a failure delivered to
  ///     a consumer that is gone is counted as wasted work.
  public init(
    host: Host, tickInterval: Duration = .seconds(1),
    isConsumerAlive: @escaping @Sendable () -> Bool = { true }
  ) {
    self.host = host
    self.tickInterval = tickInterval
    self.isConsumerAlive = isConsumerAlive
    script = MutableStateFlow(Script(), ledger: host.ledger)
  }

  /// Makes the next `count` subscriptions fail with "offline" after one tick.
  public func failNextRequests(_ count: Int) {
    script.update { $0.failuresLeft = count }
  }

  /// Subscriptions (upstream requests) started so far.
  public var requestCount: Int { script.value.requests }

  /// The price of `symbol` at `instant`.
  public static func price(of symbol: String, at instant: VirtualInstant) -> Double {
    openingPrices[symbol, default: 10] + Double(instant.offset.components.seconds)
  }

  /// Each subscription starts a stream of its own, recorded in the host's
  /// ledger at the subscriber's site, and cancels it when cancelled.
  public func prices(symbol: String) -> AnyFlow<PriceUpdate> {
    AnyFlow { [self] site, receive in
      var fails = false
      script.update {  // may run again on contention; its last run is the one kept
        fails = $0.failuresLeft > 0
        $0.requests += 1
        if fails { $0.failuresLeft -= 1 }
      }
      host.upstream.started()
      let updates = MutableStateFlow(PriceUpdate.connecting, ledger: host.ledger)
      let subscription = updates.subscribe(at: site, receive)
      let stream = host.launch("ticker.stream(\(symbol))") { [self, fails] in
        await run(symbol: symbol, into: updates, failing: fails)
      }
      return ActionCancellable {
        subscription.cancel()
        stream.cancel()
      }
    }
  }

  private func run(symbol: String, into updates: MutableStateFlow<PriceUpdate>, failing: Bool) async {
    do {
      if failing {
        try await host.clock.sleep(for: tickInterval)
        updates.value = .failed("offline")
        host.upstream.completed(consumerAlive: isConsumerAlive())
        return
      }
      while true {
        try await host.clock.sleep(for: tickInterval)
        updates.value = .price(Self.price(of: symbol, at: host.now))
      }
    } catch {
      host.upstream.cancelled()  // unsubscribed: the stream ends here
    }
  }
}
