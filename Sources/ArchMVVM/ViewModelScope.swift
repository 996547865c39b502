import ArchFlow
import ArchHost

/// The work a view model owns — tasks and subscriptions — cancelled
/// together by ``cancel()``, which the view model calls from `clear()`:
/// Android's `viewModelScope`.
///
/// Tasks are started through ``/ArchHost/AppHost/launch(_:_:)``, so they run on the
/// host's deterministic executor and the host's task tracker lists them
/// until they return. A scope forgets a task once it has returned, and a
/// subscription it owns once that was cancelled, so a long-lived view model
/// that loads many times does not pile up tokens.
/// After ``cancel()`` the scope is closed: ``launch(_:_:)`` starts nothing
/// and ``own(_:)`` cancels what it is given. A scope released without
/// ``cancel()`` cancels its work then, like a `CancellableBag`; its tasks
/// do not keep it alive.
///
/// ```swift
/// let scope = ViewModelScope(host: host)
/// scope.launch("profile.load") { await load() }
/// scope.own(service.observeUser(id: "42").subscribe { print($0) })
/// scope.cancel()  // from the view model's clear()
/// ```
public final class ViewModelScope: Cancellable {
  private struct State {
    var nextID: UInt64 = 0
    var tasks: [UInt64: any Cancellable] = [:]
    /// Tasks that returned before `launch` could register their token.
    var finishedEarly: Set<UInt64> = []
    var cancelled = false
  }

  /// The platform the scope's tasks run on.
  ///
  /// ```swift
  /// try await scope.host.clock.sleep(for: .seconds(1))
  /// ```
  public let host: AppHost
  private let state = Locked(State())
  /// What the scope owns besides its tasks; the bag drops what was
  /// cancelled on its own and cancels late arrivals once the scope ends.
  private let owned = CancellableBag()

  /// Creates an open scope whose tasks run on `host`.
  ///
  /// ```swift
  /// let scope = ViewModelScope(host: context.host)
  /// ```
  public init(host: AppHost) {
    self.host = host
  }

  deinit { cancel() }

  /// Whether ``cancel()`` has been called.
  ///
  /// ```swift
  /// viewModel.clear()
  /// viewModel.core.scope.isCancelled  // true
  /// ```
  public var isCancelled: Bool { state.withLock { $0.cancelled } }

  /// Tasks launched by this scope that have not returned yet (cancelled ones
  /// count until they return, on the host's next settle).
  ///
  /// ```swift
  /// scope.taskCount  // 1 while the load sleeps
  /// ```
  public var taskCount: Int { state.withLock { $0.tasks.count } }

  /// Starts `operation` through ``/ArchHost/AppHost/launch(_:_:)`` under `label`, owned
  /// by this scope. In a cancelled scope nothing starts and the returned
  /// token is already cancelled.
  ///
  /// ```swift
  /// scope.launch("profile.load") { [core, service] in
  ///   core.value = (try? await service.user(id: "42")).map(ProfileFrame.user) ?? .error("offline")
  /// }
  /// ```
  ///
  /// - Returns: A token that cancels just this task; the scope keeps its
  ///   own, so keeping it is optional.
  @discardableResult
  public func launch(_ label: String, _ operation: sending @escaping () async -> Void) -> any Cancellable {
    let id = state.withLock { state -> UInt64? in
      if state.cancelled { return nil }
      state.nextID += 1
      return state.nextID
    }
    guard let id else { return Self.cancelledToken() }
    let token = host.launch(label) { [weak self] in
      await operation()
      self?.taskReturned(id)
    }
    let cancelNow = state.withLock { state -> Bool in
      // Listed even if the scope was cancelled meanwhile: it counts until it returns.
      if state.finishedEarly.remove(id) == nil { state.tasks[id] = token }
      return state.cancelled
    }
    if cancelNow { token.cancel() }
    return token
  }

  /// Makes the scope own `cancellable` (a subscription, a timer): it is
  /// cancelled with the scope, at once if the scope is already cancelled.
  ///
  /// ```swift
  /// scope.own(service.observeUser(id: "42").subscribe(label: "profile.cache") { [core] user in
  ///   if let user { core.value = .user(user) }
  /// })
  /// ```
  public func own(_ cancellable: any Cancellable) {
    owned.insert(cancellable)
  }

  /// Cancels every task and subscription the scope owns, and closes it.
  /// Idempotent. Cancelled tasks return on the host's next settle.
  ///
  /// ```swift
  /// func clear() { scope.cancel() }
  /// ```
  public func cancel() {
    let running = state.withLock { state -> [any Cancellable] in
      state.cancelled = true
      // Tasks stay listed until they return; cancelling a token twice is harmless.
      return Array(state.tasks.values)
    }
    // Outside the lock: a cancellation may call back into the scope.
    for task in running { task.cancel() }
    owned.cancel()
  }

  private func taskReturned(_ id: UInt64) {
    state.withLock { state in
      if state.tasks.removeValue(forKey: id) == nil { state.finishedEarly.insert(id) }
    }
  }

  private static func cancelledToken() -> any Cancellable {
    let token = ActionCancellable {}
    token.cancel()
    return token
  }
}
