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
  public let host: AppHost
  /// How long each round trip takes, in virtual time.
  public let latency: Duration
  private let isConsumerAlive: @Sendable () -> Bool
  /// A state flow as the thread-safe box: `update` is atomic.
  private let counts: MutableStateFlow<Counts>
  /// Requests still scripted to fail.
  private let failuresLeft: Locked<Int>

  private struct Counts: Equatable {
    var requests = 0
    /// The number of the newest request of each operation.
    var newest: [String: Int] = [:]
  }

  /// A script on `environment`'s host. Its scripted failures are the
  /// network's, not the process's: kept in the environment's
  /// ``ServiceEnvironment/persistent(_:_:)`` store (shared by every script
  /// made on it), so failures scripted before a process death still come
  /// after it.
  ///
  /// - Parameter latency: How long each round trip takes.
  public convenience init(_ environment: ServiceEnvironment, latency: Duration) {
    self.init(
      host: environment.host, latency: latency, isConsumerAlive: environment.isConsumerAlive,
      failuresLeft: environment.persistent("RequestScript.failuresLeft") { Locked(0) })
  }

  /// A script on `host`; `isConsumerAlive` is asked when a request
  /// completes, and a request completing for nobody counts as wasted work.
  public convenience init(
    host: AppHost, latency: Duration, isConsumerAlive: @escaping @Sendable () -> Bool = { true }
  ) {
    self.init(host: host, latency: latency, isConsumerAlive: isConsumerAlive, failuresLeft: Locked(0))
  }

  private init(
    host: AppHost, latency: Duration, isConsumerAlive: @escaping @Sendable () -> Bool, failuresLeft: Locked<Int>
  ) {
    self.host = host
    self.latency = latency
    self.isConsumerAlive = isConsumerAlive
    self.failuresLeft = failuresLeft
    counts = MutableStateFlow(Counts(), ledger: host.ledger)
  }

  /// Makes the next `count` requests fail.
  public func failNextRequests(_ count: Int) {
    failuresLeft.withLock { $0 = count }
  }

  /// Requests started so far.
  public var requestCount: Int { counts.value.requests }

  /// Drops the failures scripted and not used yet: a scale run's next
  /// opening starts from the scenario's script. Requests go on counting.
  public func resetForNextOpening() {
    failuresLeft.withLock { $0 = 0 }
  }

  /// Starts a request: counts it, reports it started, and says whether it
  /// is scripted to fail and its number (1 for the first). Pass what it
  /// returns to `completed(_:)`.
  ///
  /// - Parameter operation: What the request does, for a fake with several
  ///   (`"load"`, `"save"`): a request is stale only when a newer one of the
  ///   same operation began before it finished.
  package func begin(_ operation: String = "") -> Request {
    let generation = host.upstream.consumerGeneration
    let fails = failuresLeft.withLock { left in
      guard left > 0 else { return false }
      left -= 1
      return true
    }
    var started = Request(fails: fails, number: 0, operation: operation, consumerGeneration: generation)
    counts.update {  // may run again on contention; its last run is the one kept
      started.number = $0.requests + 1
      $0.requests += 1
      $0.newest[operation] = started.number
    }
    host.upstream.started()
    return started
  }

  /// Reports `request` finished: for nobody when its consumer is gone (or
  /// was replaced since it began), stale when a newer request of the same
  /// operation began before it finished.
  package func completed(_ request: Request) {
    let sameConsumer = host.upstream.consumerGeneration == request.consumerGeneration
    let newest = counts.value.newest[request.operation] ?? request.number
    host.upstream.completed(consumerAlive: sameConsumer && isConsumerAlive(), superseded: newest > request.number)
  }

  /// One round trip: `begin(_:)`, ``latency`` of virtual time, then
  /// `completed(_:)`. Throws `CancellationError` (reported as cancelled)
  /// if the calling task is cancelled first, and `ServiceError(failure)`
  /// when scripted to fail.
  ///
  /// - Parameter operation: What the request does; see `begin(_:)`.
  /// - Returns: The request's number, 1 for the first.
  @discardableResult
  public func roundTrip(_ operation: String = "", failure: String = "offline") async throws -> Int {
    let request = begin(operation)
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
  /// One request, from ``RequestScript/begin(_:)`` to ``RequestScript/completed(_:)``.
  package struct Request: Sendable, Equatable {
    /// Whether it is scripted to fail.
    public var fails: Bool
    /// Its number, 1 for the script's first.
    package var number: Int
    /// What it does: `""` unless the fake says (`"load"`, `"save"`).
    package var operation: String
    /// The host's consumer generation when it began.
    package var consumerGeneration: Int
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
  /// Drops the script's unused failures; a fake with data of its own puts
  /// that back too (see ``ScriptedService/resetForNextOpening()``).
  public func resetForNextOpening() { script.resetForNextOpening() }
  /// The host whose clock times the requests.
  public var host: AppHost { script.host }
  /// How long each request takes, in virtual time.
  public var latency: Duration { script.latency }
}
