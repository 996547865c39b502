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
public final class FakeSearchService: SearchService, ScriptedFake {
  /// The names the service searches.
  public static let names = [
    "Ada Lovelace", "Ada Yonath", "Alan Turing", "Barbara Liskov",
    "Edsger Dijkstra", "Grace Hopper", "Katherine Johnson", "Margaret Hamilton",
  ]

  /// Counts, fails on demand, times and reports every request.
  public let script: RequestScript

  /// A service on `host`'s clock.
  ///
  /// - Parameters:
  ///   - latency: How long each request takes; 500 ms by default, longer
  ///     than the screens' 300 ms debounce.
  ///   - isConsumerAlive: Asked when a request completes; a request that
  ///     completes for a consumer that is gone is counted as wasted work.
  public init(
    host: AppHost, latency: Duration = .milliseconds(500),
    isConsumerAlive: @escaping @Sendable () -> Bool = { true }
  ) {
    script = RequestScript(host: host, latency: latency, isConsumerAlive: isConsumerAlive)
  }

  /// The names containing `query` (ignoring case), after ``latency``;
  /// throws `CancellationError` if the calling task is cancelled first,
  /// ``ServiceError`` when told to fail.
  public func search(_ query: String) async throws -> [String] {
    try await script.roundTrip()
    let needle = query.lowercased()
    return Self.names.filter { $0.lowercased().contains(needle) }
  }
}
