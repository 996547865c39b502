import ArchFlow
import ArchHost

/// A scripted `TodoRepository` on a host's clock: each load or save takes
/// `latency` of virtual time, fails on demand, and reports to the host's
/// upstream counter — started, then completed (saying whether its consumer
/// was still there) or cancelled. Its items are the server's: they outlive
/// screens, and made on a ``ServiceEnvironment``, process death too (the
/// new process's repository finds them again). A scale run puts the items
/// it was made with back before each new opening.
///
/// ```swift
/// let repository = FakeTodoRepository(host: host)
/// repository.failNextRequests(1)   // the next load or save throws "offline"
/// ```
public final class FakeTodoRepository: TodoRepository, ScriptedFake {
  /// What a fresh repository holds: milk and bread, neither completed.
  public static let seed = [TodoItem(id: "1", title: "milk"), TodoItem(id: "2", title: "bread")]

  private let stored: MutableStateFlow<[TodoItem]>
  /// What the repository was made with, put back by ``resetForNextOpening()``.
  private let initialItems: [TodoItem]
  /// What this process last loaded or saved: the repository's own, gone
  /// with it at process death, and its subscribers with it.
  private let known: MutableStateFlow<[TodoItem]>
  /// Counts, fails on demand, times and reports every request.
  public let script: RequestScript

  /// A repository holding `items`, on `host`'s clock, its items its own.
  ///
  /// - Parameters:
  ///   - isConsumerAlive: Asked when a request completes; a request that
  ///     completes for a consumer that is gone is counted as wasted work.
  public convenience init(
    host: AppHost, items: [TodoItem] = seed, latency: Duration = .milliseconds(200),
    isConsumerAlive: @escaping @Sendable () -> Bool = { true }
  ) {
    self.init(
      script: RequestScript(host: host, latency: latency, isConsumerAlive: isConsumerAlive),
      stored: MutableStateFlow(items, ledger: host.ledger), initialItems: items)
  }

  /// A repository on `environment`'s host whose items are the server's:
  /// kept in the environment's ``ServiceEnvironment/persistent(_:_:)``
  /// store, so the repository a new process makes after a process death
  /// finds what the old one saved. `items` is what the server holds first.
  ///
  /// ```swift
  /// let repository = FakeTodoRepository(environment)
  /// ```
  public convenience init(
    _ environment: ServiceEnvironment, items: [TodoItem] = seed, latency: Duration = .milliseconds(200)
  ) {
    let host = environment.host
    self.init(
      script: RequestScript(environment, latency: latency),
      stored: environment.persistent("todo.items") { MutableStateFlow(items, ledger: host.ledger) },
      initialItems: items)
  }

  private init(script: RequestScript, stored: MutableStateFlow<[TodoItem]>, initialItems: [TodoItem]) {
    self.script = script
    self.stored = stored
    self.initialItems = initialItems
    known = MutableStateFlow([], ledger: script.host.ledger)
  }

  /// Puts the items the repository was made with back, and drops unused
  /// scripted failures: a scale run's next opening loads what the
  /// scenario expects.
  public func resetForNextOpening() {
    script.resetForNextOpening()
    stored.value = initialItems
  }

  /// What the repository holds now: the last successful save.
  public var items: [TodoItem] { stored.value }

  /// The stored items after ``latency``.
  public func load() async throws -> [TodoItem] {
    try await script.roundTrip("load")
    let items = stored.value
    known.value = items
    return items
  }

  /// Stores `items` after ``latency``, unless cancelled or told to fail.
  public func save(_ items: [TodoItem]) async throws {
    try await script.roundTrip("save")
    stored.value = items
    known.value = items
  }

  /// What this repository last loaded or saved, as a flow that lives as
  /// long as the repository (a new process's starts empty).
  public func observeItems() -> AnyFlow<[TodoItem]> {
    AnyFlow(known)
  }

}
