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
public final class FakePriceService: PriceService, ScriptedFake {
  /// The opening prices, by symbol; others open at 10.
  public static let openingPrices = ["ACME": 100.0, "INIT": 50.0]

  /// Virtual time between ticks (and before a scripted failure).
  public let tickInterval: Duration
  /// Counts subscriptions (its requests), fails them on demand, reports them.
  public let script: RequestScript
  /// When the market opened: prices follow the time since, so a fresh
  /// service quotes the same prices on any host, at any hour of its clock.
  /// The service's making, or the last ``resetForNextOpening()``.
  public var opened: VirtualInstant { openedAt.withLock { $0 } }
  private let openedAt: Locked<VirtualInstant>

  /// A service on `host`'s clock, its market opening now.
  ///
  /// - Parameters:
  ///   - isConsumerAlive: Asked when a stream fails; a failure delivered to
  ///     a consumer that is gone is counted as wasted work.
  public convenience init(
    host: AppHost, tickInterval: Duration = .seconds(1),
    isConsumerAlive: @escaping @Sendable () -> Bool = { true }
  ) {
    self.init(
      script: RequestScript(host: host, latency: tickInterval, isConsumerAlive: isConsumerAlive),
      tickInterval: tickInterval, openedAt: Locked(host.now))
  }

  /// A service on `environment`'s host whose market is the run's: it opens
  /// when the first service is made, kept in the environment's
  /// ``ServiceEnvironment/persistent(_:_:)`` store, so a new process's
  /// service after a process death quotes the prices the old one would.
  ///
  /// ```swift
  /// let service = FakePriceService(environment)
  /// ```
  public convenience init(_ environment: ServiceEnvironment, tickInterval: Duration = .seconds(1)) {
    let host = environment.host
    self.init(
      script: RequestScript(environment, latency: tickInterval), tickInterval: tickInterval,
      openedAt: environment.persistent("ticker.opened") { Locked(host.now) })
  }

  private init(script: RequestScript, tickInterval: Duration, openedAt: Locked<VirtualInstant>) {
    self.script = script
    self.tickInterval = tickInterval
    self.openedAt = openedAt
  }

  /// Opens the market again now, and drops unused scripted failures: a
  /// scale run's next opening quotes the scenario's prices. Streams still
  /// running quote from the new opening too.
  public func resetForNextOpening() {
    script.resetForNextOpening()
    let now = host.now
    openedAt.withLock { $0 = now }
  }

  /// The price of `symbol` at `instant`.
  public static func price(of symbol: String, at instant: VirtualInstant) -> Double {
    price(opening: openingPrices[symbol, default: 10], at: instant)
  }

  private static func price(opening: Double, at instant: VirtualInstant) -> Double {
    opening + Double(instant.offset.components.seconds)
  }

  /// Each subscription starts a stream of its own, recorded in the host's
  /// ledger at the subscriber's site, and cancels it when cancelled.
  public func prices(symbol: String) -> AnyFlow<PriceUpdate> {
    AnyFlow { [self] site, receive in
      let request = script.begin()
      let updates = MutableStateFlow(PriceUpdate.connecting, ledger: host.ledger)
      let subscription = updates.subscribe(at: site, receive)
      let stream = host.launch("ticker.stream(\(symbol))") { [self, request] in
        await run(symbol: symbol, into: updates, request: request)
      }
      return ActionCancellable {
        subscription.cancel()
        stream.cancel()
      }
    }
  }

  private func run(symbol: String, into updates: MutableStateFlow<PriceUpdate>, request: RequestScript.Request) async {
    do {
      if request.fails {
        try await host.clock.sleep(for: tickInterval)
        updates.value = .failed("offline")
        script.completed(request)
        return
      }
      let opening = Self.openingPrices[symbol, default: 10]  // hashed once, not on every tick
      while true {
        try await host.clock.sleep(for: tickInterval)
        updates.value = .price(Self.price(opening: opening, at: .zero.advanced(by: opened.duration(to: host.now))))
      }
    } catch {
      host.upstream.cancelled()  // unsubscribed: the stream ends here
    }
  }
}
