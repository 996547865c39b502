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
public final class FakeTodoRepository: TodoRepository, ScriptedFake {
  /// What a fresh repository holds: milk and bread, neither completed.
  public static let seed = [TodoItem(id: "1", title: "milk"), TodoItem(id: "2", title: "bread")]

  private let stored: MutableStateFlow<[TodoItem]>
  /// Counts, fails on demand, times and reports every request.
  public let script: RequestScript

  /// A repository holding `items`, on `host`'s clock.
  ///
  /// - Parameters:
  ///   - isConsumerAlive: Asked when a request completes; a request that
  ///     completes for a consumer that is gone is counted as wasted work.
  public init(
    host: AppHost, items: [TodoItem] = seed, latency: Duration = .milliseconds(200),
    isConsumerAlive: @escaping @Sendable () -> Bool = { true }
  ) {
    script = RequestScript(host: host, latency: latency, isConsumerAlive: isConsumerAlive)
    stored = MutableStateFlow(items, ledger: host.ledger)
  }

  /// What the repository holds now: the last successful save.
  public var items: [TodoItem] { stored.value }

  /// The stored items after ``latency``.
  public func load() async throws -> [TodoItem] {
    try await script.roundTrip("load")
    return stored.value
  }

  /// Stores `items` after ``latency``, unless cancelled or told to fail.
  public func save(_ items: [TodoItem]) async throws {
    try await script.roundTrip("save")
    stored.value = items
  }

}
