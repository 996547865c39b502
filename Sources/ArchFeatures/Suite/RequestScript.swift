import ArchFlow
import ArchHost

/// What every scripted fake shares: it counts requests, hands out failures
/// on demand, times each round trip on the host's clock and reports it to
/// the host's upstream counter — started, then completed (saying whether
/// its consumer was still there) or cancelled.
///
/// ```swift
/// public final class FakeWeatherService: WeatherService, ScriptedFake {
///   public let script: RequestScript
///   public func forecast() async throws -> Forecast {
///     try await script.roundTrip()
///     return .sunny
///   }
/// }
/// ```
public final class RequestScript: Sendable {
  /// The host whose clock times the requests and whose probes count them.
  public let host: Host
  /// How long each round trip takes, in virtual time.
  public let latency: Duration
  private let isConsumerAlive: @Sendable () -> Bool
  /// A state flow as the thread-safe box: `update` is atomic.
  private let counts: MutableStateFlow<Counts>

  private struct Counts: Equatable {
    var requests = 0
    var failuresLeft = 0
  }

  /// A script on `environment`'s host.
  ///
  /// - Parameter latency: How long each round trip takes.
  public convenience init(_ environment: ServiceEnvironment, latency: Duration) {
    self.init(host: environment.host, latency: latency, isConsumerAlive: environment.isConsumerAlive)
  }

  /// A script on `host`; `isConsumerAlive` is asked when a request
  /// completes, and a request completing for nobody counts as wasted work.
  public init(host: Host, latency: Duration, isConsumerAlive: @escaping @Sendable () -> Bool = { true }) {
    self.host = host
    self.latency = latency
    self.isConsumerAlive = isConsumerAlive
    counts = MutableStateFlow(Counts(), ledger: host.ledger)
  }

  /// Makes the next `count` requests fail.
  public func failNextRequests(_ count: Int) {
    counts.update { $0.failuresLeft = count }
  }

  /// Requests started so far.
  public var requestCount: Int { counts.value.requests }

  /// Starts a request: counts it, reports it started, and says whether it
  /// is scripted to fail and its number (1 for the first). Pass what it
  /// returns to ``completed(_:)``.
  public func begin() -> Request {
    var started = Request(fails: false, number: 0, consumerGeneration: host.upstream.consumerGeneration)
    counts.update {  // may run again on contention; its last run is the one kept
      started.fails = $0.failuresLeft > 0
      started.number = $0.requests + 1
      $0.requests += 1
      if started.fails { $0.failuresLeft -= 1 }
    }
    host.upstream.started()
    return started
  }

  /// Reports `request` finished: for nobody when its consumer is gone (or
  /// was replaced since it began), stale when a newer request of this
  /// script began before it finished.
  public func completed(_ request: Request) {
    let sameConsumer = host.upstream.consumerGeneration == request.consumerGeneration
    host.upstream.completed(
      consumerAlive: sameConsumer && isConsumerAlive(), superseded: requestCount > request.number)
  }

  /// One round trip: ``begin()``, ``latency`` of virtual time, then
  /// ``completed()``. Throws `CancellationError` (reported as cancelled) if
  /// the calling task is cancelled first, and `ServiceError(failure)` when
  /// scripted to fail.
  ///
  /// - Returns: The request's number, 1 for the first.
  @discardableResult
  public func roundTrip(failure: String = "offline") async throws -> Int {
    let request = begin()
    do {
      try await host.clock.sleep(for: latency)
    } catch {
      host.upstream.cancelled()
      throw error
    }
    completed(request)
    if request.fails { throw ServiceError(failure) }
    return request.number
  }
}

extension RequestScript {
  /// One request, from ``RequestScript/begin()`` to ``RequestScript/completed(_:)``.
  public struct Request: Sendable, Equatable {
    /// Whether it is scripted to fail.
    public var fails: Bool
    /// Its number, 1 for the script's first.
    public var number: Int
    /// The host's consumer generation when it began.
    public var consumerGeneration: Int
  }
}

/// A fake whose requests a ``RequestScript`` counts and fails: it gets
/// ``ScriptedService`` for free.
public protocol ScriptedFake: ScriptedService {
  /// The fake's script.
  var script: RequestScript { get }
}

extension ScriptedFake {
  /// Makes the next `count` requests fail.
  public func failNextRequests(_ count: Int) { script.failNextRequests(count) }
  /// Requests started so far.
  public var requestCount: Int { script.requestCount }
  /// The host whose clock times the requests.
  public var host: Host { script.host }
  /// How long each request takes, in virtual time.
  public var latency: Duration { script.latency }
}
