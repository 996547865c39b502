import ArchFlow
import ArchHost

/// A scripted `TodoRepository` on a host's clock: each load or save takes
/// `latency` of virtual time, fails on demand, and reports to the host's
/// upstream counter — started, then completed (saying whether its consumer
/// was still there) or cancelled. Its items are the server's: they outlive
/// screens and process death (a run makes one fake for all its screens).
///
/// ```swift
/// let repository = FakeTodoRepository(host: host)
/// repository.failNextRequests(1)   // the next load or save throws "offline"
/// ```
public final class FakeTodoRepository: TodoRepository, ScriptedService {
  /// What a fresh repository holds: milk and bread, neither completed.
  public static let seed = [TodoItem(id: "1", title: "milk"), TodoItem(id: "2", title: "bread")]

  /// The host whose clock times the requests and whose probes count them.
  public let host: Host
  /// How long each request takes, in virtual time.
  public let latency: Duration
  private let isConsumerAlive: @Sendable () -> Bool
  private let stored: MutableStateFlow<[TodoItem]>
  private let script: MutableStateFlow<Script>

  /// Requests made and failures still to hand out (a state flow is the
  /// thread-safe box: `update` is atomic).
  private struct Script: Equatable {
    var requests = 0
    var failuresLeft = 0
  }

  /// A repository holding `items`, on `host`'s clock.
  ///
  /// - Parameters:
  ///   - isConsumerAlive: Asked when a request completes; a request that
  ///     completes for a consumer that is gone is counted as wasted work.
  public init(
    host: Host, items: [TodoItem] = seed, latency: Duration = .milliseconds(200),
    isConsumerAlive: @escaping @Sendable () -> Bool = { true }
  ) {
    self.host = host
    self.latency = latency
    self.isConsumerAlive = isConsumerAlive
    stored = MutableStateFlow(items, ledger: host.ledger)
    script = MutableStateFlow(Script(), ledger: host.ledger)
  }

  /// Makes the next `count` requests (loads or saves) fail with "offline".
  public func failNextRequests(_ count: Int) {
    script.update { $0.failuresLeft = count }
  }

  /// Requests (loads and saves) started so far.
  public var requestCount: Int { script.value.requests }

  /// What the repository holds now: the last successful save.
  public var items: [TodoItem] { stored.value }

  /// The stored items after ``latency``.
  public func load() async throws -> [TodoItem] {
    try await request()
    return stored.value
  }

  /// Stores `items` after ``latency``, unless cancelled or told to fail.
  public func save(_ items: [TodoItem]) async throws {
    try await request()
    stored.value = items
  }

  /// One round trip: counted, timed on the host's clock, reported upstream.
  /// Throws `CancellationError` if the calling task is cancelled first,
  /// ``ServiceError`` when told to fail.
  private func request() async throws {
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
  }
}
