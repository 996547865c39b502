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

  /// A service made by the run's dependency container, on `environment`:
  /// failures scripted before a process death still come after it (see
  /// ``RequestScript/init(_:latency:)``).
  public init(_ environment: ServiceEnvironment, latency: Duration = .milliseconds(500)) {
    script = RequestScript(environment, latency: latency)
  }

  /// The names containing `query` (ignoring case; none for an empty
  /// query), after ``latency``;
  /// throws `CancellationError` if the calling task is cancelled first,
  /// ``ServiceError`` when told to fail.
  public func search(_ query: String) async throws -> [String] {
    try await script.roundTrip()
    let needle = Array(query.lowercased().utf8)
    // A plain byte search: Foundation's bridges through NSString, and the
    // standard library's compares characters, each a tenth of a scale cycle
    // of this screen. On these ASCII names it finds what they found. An
    // empty query finds nothing, as it did through Foundation.
    guard !needle.isEmpty else { return [] }
    return Self.names.indices.filter { Self.occurs(needle, in: Self.lowercasedNames[$0]) }.map { Self.names[$0] }
  }

  /// ``names``, lowercased once, as UTF-8.
  private static let lowercasedNames = names.map { Array($0.lowercased().utf8) }

  /// Whether `part` occurs in `bytes`, byte for byte.
  private static func occurs(_ part: [UInt8], in bytes: [UInt8]) -> Bool {
    guard part.count <= bytes.count else { return false }
    return (0...(bytes.count - part.count)).contains { bytes[$0..<($0 + part.count)].elementsEqual(part) }
  }
}
