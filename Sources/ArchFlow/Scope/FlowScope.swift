/// Owns the tasks and subscriptions of one piece of work and cancels them
/// together: a view model's scope, a `stateIn` upstream, a bridged
/// `AsyncSequence`.
///
/// Tasks are started with the scope's executor preference, so a scope
/// built on a ``ManualTaskExecutor`` runs its work only when that executor
/// is driven — the basis of deterministic tests. A scope can instead hand
/// its tasks to a launcher (``init(launcher:)``), such as a host that
/// lists every task it runs; a view model's scope is one of these.
/// Cancelling the scope cancels every task and subscription it owns, and
/// closes it: later launches start nothing (as in kotlinx, a coroutine
/// launched in a cancelled scope never runs its body) and later owned
/// cancellables are cancelled at once. A scope released without
/// ``cancel()`` cancels its work then; its tasks do not keep it alive.
///
/// ```swift
/// let scope = FlowScope(executor: executor)
/// scope.launch { for await tick in ticks { print(tick) } }
/// scope.cancel()   // the loop's task is cancelled
/// ```
public final class FlowScope: Cancellable, @unchecked Sendable {
  // @unchecked Sendable: every stored var is guarded by `lock` (below).
  /// The executor the scope's tasks prefer; `nil` for the global one.
  public let executor: (any TaskExecutor)?
  private let launcher: Launcher?
  /// What the scope owns besides its tasks; the bag cancels late arrivals.
  private let owned = CancellableBag()

  // `lock` guards every stored var below.
  private let lock = _Lock()
  @exclusivity(unchecked) private var tasks: [UInt64: any Cancellable] = [:]
  /// Tasks that finished before `launch` could register them.
  @exclusivity(unchecked) private var finishedEarly: Set<UInt64> = []
  @exclusivity(unchecked) private var nextTaskID: UInt64 = 0
  @exclusivity(unchecked) private var cancelled = false

  /// Creates a scope whose tasks prefer `executor`.
  public init(executor: (any TaskExecutor)? = nil) {
    self.executor = executor
    launcher = nil
  }

  /// Starts one task for the scope, under `label`, and returns its cancel
  /// handle.
  public typealias Launcher =
    @Sendable (_ label: String, _ operation: sending @escaping () async -> Void) -> any Cancellable

  /// Creates a scope whose tasks `launcher` starts, instead of the scope
  /// itself: to give another owner (a host's task list, say) sight of them.
  /// The scope still cancels each through the handle `launcher` returns.
  ///
  /// ```swift
  /// let scope = FlowScope { label, operation in host.launch(label, operation) }
  /// ```
  public init(launcher: @escaping Launcher) {
    executor = nil
    self.launcher = launcher
  }

  deinit {
    cancel()
    lock.deallocate()
  }

  /// Whether ``cancel()`` has been called.
  public var isCancelled: Bool { lock.withLock { cancelled } }

  /// Tasks launched and not yet finished — cancelled ones count until
  /// their operation has returned.
  public var activeTaskCount: Int { lock.withLock { tasks.count } }

  /// Starts `operation` in a task owned by the scope, named `label` for a
  /// launcher that lists its tasks.
  ///
  /// The task prefers the scope's executor, or is started by its launcher.
  /// In a cancelled scope nothing starts and the returned token is already
  /// cancelled. The returned token cancels just this task; the scope keeps
  /// its own, so keeping it is optional.
  @discardableResult
  public func launch(
    _ label: String = "flow.scope", _ operation: sending @escaping () async -> Void
  ) -> any Cancellable {
    let id: UInt64? = lock.withLock {
      if cancelled { return nil }
      nextTaskID += 1
      return nextTaskID
    }
    guard let id else { return Self.cancelledToken }
    // Started outside the lock: an executor may run the task at once, and
    // the task's last step takes the lock.
    let body: () async -> Void = { [weak self] in
      await operation()
      self?.taskFinished(id)
    }
    let task: any Cancellable
    if let launcher {
      task = launcher(label, body)
    } else {
      let started = Task(executorPreference: executor, operation: body)
      task = ActionCancellable { started.cancel() }
    }
    lock.lock()
    // Listed even if the scope was cancelled meanwhile: it counts until it returns.
    let cancelledMeanwhile = cancelled
    if finishedEarly.remove(id) == nil { tasks[id] = task }
    lock.unlock()
    if cancelledMeanwhile { task.cancel() }
    return task
  }

  /// Makes the scope own `cancellable`: it is cancelled with the scope (at
  /// once if the scope is already cancelled). What is cancelled on its own
  /// meanwhile is dropped as more comes in, so owning many short-lived
  /// subscriptions does not grow the scope.
  public func own(_ cancellable: any Cancellable) {
    owned.insert(cancellable)
  }

  /// Cancels every task and subscription the scope owns, and closes it.
  /// Idempotent. Cancelled tasks stay in ``activeTaskCount`` until they
  /// return. Outside the lock: a cancellation may call back into the scope.
  public func cancel() {
    lock.lock()
    cancelled = true
    let running = Array(tasks.values)
    lock.unlock()
    for task in running { task.cancel() }
    owned.cancel()
  }

  static let cancelledToken: any Cancellable = {
    let token = ActionCancellable {}
    token.cancel()
    return token
  }()

  private func taskFinished(_ id: UInt64) {
    lock.withLock {
      if tasks.removeValue(forKey: id) == nil { finishedEarly.insert(id) }
    }
  }
}
