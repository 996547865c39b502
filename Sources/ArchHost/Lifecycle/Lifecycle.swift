import ArchFlow

/// The lifecycle of one view instance: an observable ``LifecycleState``
/// that only moves along legal transitions.
///
/// A ``Screen`` makes one per view it creates and drives it; views,
/// presenters and view models observe it. Moving along an illegal
/// transition (say `resumed → destroyed`, skipping `paused` and `stopped`)
/// is a programming error in the driver and stops the process with a
/// message naming both states and the legal next ones.
///
/// Moves run to completion: a move asked for while the observers are being
/// told a state (a view that pops itself on `resumed`) waits until every
/// observer has that state, so every observer sees every state, in order.
///
/// ```swift
/// let lifecycle = Lifecycle()
/// let token = lifecycle.observe { print($0) }  // created
/// lifecycle.move(to: .started)                 // started
/// lifecycle.move(to: .resumed)                 // resumed
/// token.cancel()
/// ```
public final class Lifecycle: Sendable {
  /// Which view instance of its screen this lifecycle belongs to: 1 for the
  /// first view, 2 after the first rotation, and so on (0 when standalone).
  public let instance: Int

  private let _state: MutableStateFlow<LifecycleState>
  private let moves = Locked(Moves())

  /// The run-to-completion queue of moves (guarded by `moves`' lock).
  private struct Moves {
    /// Where the last accepted move goes: what the next move is checked against.
    var destination = LifecycleState.created
    /// Accepted moves not yet delivered, oldest first.
    var queued: [LifecycleState] = []
    /// Whether a thread is delivering; it delivers `queued` before returning.
    var delivering = false
  }

  private enum Admission {
    case deliver, queued
    case illegal(from: LifecycleState)
  }

  /// Creates a lifecycle in the `created` state.
  ///
  /// - Parameters:
  ///   - instance: The view instance number, shown in frames and messages.
  ///   - ledger: Where subscriptions to ``state`` are counted; a ``Screen``
  ///     passes its host's ledger.
  public init(instance: Int = 0, ledger: SubscriptionLedger = .current) {
    self.instance = instance
    _state = MutableStateFlow(.created, ledger: ledger)
  }

  /// The state as a flow: subscribers get the current state, then each move.
  ///
  /// Prefer ``observe(label:fileID:line:_:)`` in views: it also ends the
  /// subscription at `destroyed`. A plain `subscribe` lives until cancelled.
  ///
  /// ```swift
  /// let token = lifecycle.state.subscribe { print($0) }
  /// ```
  public var state: StateFlow<LifecycleState> { _state }

  /// The state being delivered to the observers, or the last one delivered.
  ///
  /// A move asked for during a delivery waits in a queue (see
  /// ``move(to:)``) and is not current until its own delivery starts: while
  /// observers are told `resumed`, `current` reads `resumed` for every one
  /// of them, even if one of them has already asked for `paused`. So a
  /// render during that delivery counts as a frame of a resumed view.
  ///
  /// ```swift
  /// if lifecycle.current == .destroyed { return }
  /// ```
  public var current: LifecycleState { _state.value }

  /// Moves to `next` and tells the observers, synchronously, before
  /// returning — unless a delivery is already running.
  ///
  /// A move asked for while the observers are being told a state — by one
  /// of them (a splash view that leaves on `resumed`), or by another
  /// thread — is queued: the delivering thread tells every observer the
  /// current state first, then delivers the queued moves in the order they
  /// were asked for, before its own `move(to:)` returns. The queued call
  /// returns at once and never waits for the delivery, so a move cannot
  /// deadlock whatever its observers wait for. Every observer thus sees
  /// every state, in order. (One race is left to ``/ArchFlow/StateFlow``'s rules: a
  /// subscription made on another thread during a delivery may deliver in
  /// that thread's place, and then conflate.)
  ///
  /// ```swift
  /// lifecycle.observe { state in
  ///   if state == .resumed { lifecycle.move(to: .paused) }  // queued
  /// }
  /// lifecycle.move(to: .started)
  /// lifecycle.move(to: .resumed)  // every observer sees resumed, then paused
  /// ```
  ///
  /// - Precondition: `next` is one of the ``LifecycleState/legalNextStates``
  ///   of the state it will move from: the last queued state if a move is
  ///   queued, else the current one. An illegal move stops at the call.
  public func move(to next: LifecycleState) {
    // Check and accept in one critical section, so two drivers cannot both
    // pass the check; trap outside it.
    let admission = moves.withLock { moves -> Admission in
      let from = moves.destination
      guard from.legalNextStates.contains(next) else { return .illegal(from: from) }
      moves.destination = next
      if moves.delivering {
        moves.queued.append(next)
        return .queued
      }
      moves.delivering = true
      return .deliver
    }
    switch admission {
    case .deliver: deliver(next)
    case .queued: return
    case .illegal(let from):
      let legal = from.legalNextStates.map(\.rawValue).joined(separator: ", ")
      usageFailure(
        """
        Illegal lifecycle transition \(from) → \(next) (view instance \(instance)). \
        From \(from) the legal next states are: \(legal.isEmpty ? "none, destroyed is final" : legal).
        """
      )
    }
  }

  /// Delivers `first`, then every move queued meanwhile, one state at a
  /// time: a state is set only once every observer has the one before.
  private func deliver(_ first: LifecycleState) {
    var next: LifecycleState? = first
    while let state = next {
      _state.value = state  // calls the observers; their moves queue up
      next = moves.withLock { moves -> LifecycleState? in
        if moves.queued.isEmpty {
          moves.delivering = false
          return nil
        }
        return moves.queued.removeFirst()
      }
    }
  }

  /// Calls `receive` with the current state and each later one, and ends
  /// the subscription by itself once `destroyed` has been delivered
  /// (Android removes lifecycle observers at DESTROYED the same way).
  ///
  /// The subscription is counted in the lifecycle's ledger under `label`
  /// and the caller's line until then. Capture the view weakly: until
  /// `destroyed`, the closure is held by the lifecycle.
  ///
  /// ```swift
  /// context.lifecycle.observe(label: "profile.lifecycle") { [weak self] state in
  ///   if state == .destroyed { self?.presenter.detach() }
  /// }
  /// ```
  ///
  /// - Returns: A token that ends the observation early; keeping it is
  ///   optional.
  @discardableResult
  public func observe(
    label: String? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ receive: @escaping @Sendable (LifecycleState) -> Void
  ) -> any Cancellable {
    observe(at: SubscriptionSite(label: label, fileID: fileID, line: line), receive)
  }

  /// ``observe(label:fileID:line:_:)`` with its site made by the caller.
  @discardableResult
  package func observe(
    at site: SubscriptionSite, _ receive: @escaping @Sendable (LifecycleState) -> Void
  ) -> any Cancellable {
    let slot = TokenSlot()
    let token = _state.subscribe(at: site) { state in
      receive(state)
      if state == .destroyed { slot.cancel() }
    }
    slot.set(token)
    return slot
  }
}
