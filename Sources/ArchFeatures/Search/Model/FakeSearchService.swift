import ArchFlow
import ArchHost

/// A scripted `SearchService` on a host's clock: a small fixed list of
/// names, each request taking `latency` of virtual time, failing on demand,
/// and reporting to the host's upstream counter — started, then completed
/// (saying whether its consumer was still there) or cancelled.
///
/// ```swift
/// let service = FakeSearchService(host: host)
/// service.failNextRequests(1)
/// try await service.search("ada")  // throws "offline"; the next returns [Ada Lovelace, Ada Yonath]
/// ```
public final class FakeSearchService: SearchService, ScriptedService {
  /// The names the service searches.
  public static let names = [
    "Ada Lovelace", "Ada Yonath", "Alan Turing", "Barbara Liskov",
    "Edsger Dijkstra", "Grace Hopper", "Katherine Johnson", "Margaret Hamilton",
  ]

  /// The host whose clock times the requests and whose probes count them.
  public let host: Host
  /// How long each request takes, in virtual time.
  public let latency: Duration
  private let isConsumerAlive: @Sendable () -> Bool
  private let script: MutableStateFlow<Script>

  /// Requests made and failures still to hand out (a state flow is the
  /// thread-safe box: `update` is atomic).
  private struct Script: Equatable {
    var requests = 0
    var failuresLeft = 0
  }

  /// A service on `host`'s clock.
  ///
  /// - Parameters:
  ///   - latency: How long each request takes; 500 ms by default, longer
  ///     than the screens' 300 ms debounce.
  ///   - isConsumerAlive: Asked when a request completes; a request that
  ///     completes for a consumer that is gone is counted as wasted work.
  public init(
    host: Host, latency: Duration = .milliseconds(500),
    isConsumerAlive: @escaping @Sendable () -> Bool = { true }
  ) {
    self.host = host
    self.latency = latency
    self.isConsumerAlive = isConsumerAlive
    script = MutableStateFlow(Script(), ledger: host.ledger)
  }

  /// Makes the next `count` requests fail with "offline".
  public func failNextRequests(_ count: Int) {
    script.update { $0.failuresLeft = count }
  }

  /// Requests started so far.
  public var requestCount: Int { script.value.requests }

  /// The names containing `query` (ignoring case), after ``latency``;
  /// throws `CancellationError` if the calling task is cancelled first,
  /// ``ServiceError`` when told to fail.
  public func search(_ query: String) async throws -> [String] {
    var fails = false
    script.update {  // may run again on contention; its last run is the one kept
      fails = $0.failuresLeft > 0
      $0.requests += 1
      if fails { $0.failuresLeft -= 1 }
    }
    host.upstream.started()
    do {
      try await host.clock.sleep(for: latency)
    } catch {
      host.upstream.cancelled()
      throw error
    }
    host.upstream.completed(consumerAlive: isConsumerAlive())
    if fails { throw ServiceError("offline") }
    let needle = query.lowercased()
    return Self.names.filter { $0.lowercased().contains(needle) }
  }
}
