import ArchFlow

/// One headless platform instance: the scheduler, the clock and the probes
/// that every screen of a test shares. Make one per test.
///
/// Named `AppHost`, not `Host`, so that it is not ambiguous beside
/// Foundation's `Host` in a file that imports both.
///
/// All work a screen starts runs on ``executor``, a ``/ArchFlow/ManualTaskExecutor``
/// that only queues jobs; nothing runs until the test calls ``settle()`` or
/// ``advance(by:)``. Since one thread runs the queue in order, the same
/// scenario produces the same frames on every run, and parallel tests each
/// with their own host never share a queue.
///
/// ```swift
/// let host = AppHost()
/// host.launch("greeting") {
///   try? await host.clock.sleep(for: .seconds(1))
///   print("hello at", host.now)
/// }
/// host.settle()                    // starts the task; it sleeps
/// host.advance(by: .seconds(1))    // prints "hello at 1.0 seconds"
/// ```
///
/// **Ledger.** Flows report subscriptions to the ledger they were created
/// with (by default the task-local `SubscriptionLedger.current`). The host
/// binds `SubscriptionLedger.$current` to ``ledger`` while a ``Screen``
/// calls its view factory and moves lifecycles, and for every task started
/// by ``launch(_:_:)`` (its child tasks inherit it). Flows made there report
/// here with no extra code. Flows made elsewhere — in test code, or in a
/// task made outside the host — should get `ledger: host.ledger`, or be
/// made inside ``withLedger(_:)``. The ledger records call sites from the
/// start, so a leak report names the line that subscribed.
///
/// **Threads.** Call ``settle()``, ``advance(by:)`` and the ``Screen``
/// transitions from the test, never from inside a task of this host (the
/// executor stops with a precondition failure if you do).
public final class AppHost: Sendable {
  /// The queue every task of this host runs on; jobs run only inside
  /// ``settle()`` and ``advance(by:)``.
  public let executor: ManualTaskExecutor
  /// Virtual time. Sleeping on it suspends until ``advance(by:)``; it drives
  /// ``executor`` between wake-ups.
  ///
  /// ```swift
  /// try await host.clock.sleep(for: .seconds(1))  // inside a launched task
  /// ```
  public let clock: TestClock
  /// Where the subscriptions made by this host's screens are counted.
  public let ledger: SubscriptionLedger
  /// Weak references to views, presenters and view models.
  ///
  /// ```swift
  /// host.tracker.track(presenter, as: "ProfilePresenter")
  /// ```
  public let tracker: LifetimeTracker
  /// Tasks started by ``launch(_:_:)`` that have not returned.
  public let tasks: TaskTracker
  /// The fake services' request counts.
  ///
  /// ```swift
  /// host.upstream.started()  // from a fake service
  /// ```
  public let upstream: UpstreamCounter

  /// Renders after destroy of every screen of this host, oldest first; the
  /// screens' logs (and their frames) are not kept, so they go with their
  /// screens.
  private let violations = Locked(BoundedViolations(limit: 1_000))
  private let killedByProcessDeath = Locked<[String]>([])

  /// Creates a platform with its own executor, clock, ledger and probes.
  public init() {
    executor = ManualTaskExecutor()
    clock = TestClock(executor: executor)
    ledger = SubscriptionLedger()
    ledger.startRecording()
    tracker = LifetimeTracker()
    tasks = TaskTracker()
    upstream = UpstreamCounter()
  }

  /// The current virtual time.
  public var now: VirtualInstant { clock.now }

  /// Runs queued jobs until none is left. Time does not move: sleepers stay
  /// asleep.
  ///
  /// ```swift
  /// host.launch("hello") { print("hello") }
  /// host.settle()  // prints "hello"
  /// ```
  public func settle() {
    executor.runUntilIdle()
  }

  /// Moves virtual time forward, waking each sleeper at its own deadline
  /// (in deadline order) and settling after each wake-up and at the end.
  ///
  /// ```swift
  /// host.advance(by: .milliseconds(300))
  /// ```
  public func advance(by duration: Duration) {
    clock.advance(by: duration)
  }

  /// Starts `operation` in a task on ``executor`` and lists it in ``tasks``
  /// under `label` until it returns.
  ///
  /// The task does not run before the next ``settle()`` or ``advance(by:)``.
  /// It is bound to ``ledger`` (see the type's discussion). This is the one
  /// place tasks are made: runtimes never create a bare `Task { }`, which
  /// would escape to the global executor and break determinism.
  ///
  /// ```swift
  /// let load = host.launch("profile.load") { await presenter.load() }
  /// load.cancel()  // cooperative: listed until the operation returns
  /// ```
  ///
  /// - Returns: The task's only cancel handle; keep it in the owner's bag.
  @discardableResult
  public func launch(_ label: String, _ operation: sending @escaping () async -> Void) -> any Cancellable {
    let id = tasks._begin(label)
    let task = Task(executorPreference: executor) { [tasks, ledger] in
      // Bound inside the task: tasks it creates inherit the binding.
      await SubscriptionLedger.$current.withValue(ledger) { await operation() }
      tasks._end(id)
    }
    tasks._attach(task, to: id)
    return ActionCancellable { task.cancel() }
  }

  /// A `FlowScope` whose tasks this host starts with ``launch(_:_:)``
  /// under `label`: they run on ``executor``, are bound to ``ledger``, and
  /// ``tasks`` lists them until they return, so a scope nobody cancels
  /// shows up in the probes.
  ///
  /// ```swift
  /// let scope = host.scope("ticker.sharing")
  /// let prices = service.prices(symbol: "ACME").stateIn(scope, initial: .connecting, started: .eagerly)
  /// ```
  public func scope(_ label: String) -> FlowScope {
    FlowScope { [self] _, operation in launch(label, operation) }
  }

  /// Runs `body` with `SubscriptionLedger.current` bound to ``ledger``, so
  /// flows made inside report to this host.
  ///
  /// ```swift
  /// let ticker = host.withLedger { MutableStateFlow(0.0) }
  /// ```
  public func withLedger<R>(_ body: () throws -> R) rethrows -> R {
    try SubscriptionLedger.$current.withValue(ledger) { try body() }
  }

  /// What every probe sees now.
  ///
  /// ```swift
  /// screen.pop()
  /// #expect(host.probeReport().leaks == [])
  /// ```
  public func probeReport() -> ProbeReport {
    ProbeReport(
      liveSubscriptions: ledger.liveCount,
      subscriptionSites: ledger.liveRecords.map(\.description),
      liveTasks: tasks.labels,
      tasksKilledByProcessDeath: killedByProcessDeath.snapshot,
      objectsAlive: tracker.alive,
      objectsLeaked: tracker.leaked,
      rendersAfterDestroy: violations.snapshot.first,
      rendersAfterDestroyCount: violations.snapshot.count,
      upstream: upstream.counts
    )
  }

  /// Adds a screen's render log to the probe report.
  func _register(_ log: RenderLog) {
    log._report(to: violations)
  }

  /// Cancels every live task for ``Screen/processDeath()``, remembering
  /// their labels for ``ProbeReport/tasksKilledByProcessDeath``.
  func _killTasksForProcessDeath() {
    let killed = tasks._cancelAll()
    killedByProcessDeath.withLock { $0 += killed }
  }
}
