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
  ///
  /// ```swift
  /// screen.rotate()
  /// screen.lifecycle?.instance  // 2
  /// ```
  public let instance: Int

  private let _state: MutableStateFlow<LifecycleState>

  /// Creates a lifecycle in the `created` state.
  ///
  /// - Parameters:
  ///   - instance: The view instance number, shown in frames and messages.
  ///   - ledger: Where subscriptions to ``state`` are counted; a ``Screen``
  ///     passes its host's ledger.
  ///
  /// ```swift
  /// let lifecycle = Lifecycle(instance: 1, ledger: host.ledger)
  /// ```
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

  /// The current state.
  ///
  /// ```swift
  /// if lifecycle.current == .destroyed { return }
  /// ```
  public var current: LifecycleState { _state.value }

  /// Moves to `next` and tells the observers, synchronously, before
  /// returning.
  ///
  /// ```swift
  /// lifecycle.move(to: .started)
  /// ```
  ///
  /// - Precondition: `next` is one of the current state's
  ///   ``LifecycleState/legalNextStates``.
  public func move(to next: LifecycleState) {
    // Check and set in one atomic update, so two drivers cannot both pass
    // the check. The closure may rerun, so it only reports, never traps.
    var illegalFrom: LifecycleState?
    _state.update { state in
      if state.legalNextStates.contains(next) {
        illegalFrom = nil
        state = next
      } else {
        illegalFrom = state
      }
    }
    if let from = illegalFrom {
      let legal = from.legalNextStates.map(\.rawValue).joined(separator: ", ")
      preconditionFailure(
        """
        Illegal lifecycle transition \(from) → \(next) (view instance \(instance)). \
        From \(from) the legal next states are: \(legal.isEmpty ? "none, destroyed is final" : legal).
        """
      )
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
    let slot = _TokenSlot()
    let token = _state.subscribe(at: SubscriptionSite(label: label, fileID: fileID, line: line)) { state in
      receive(state)
      if state == .destroyed { slot.cancel() }
    }
    slot.set(token)
    return ActionCancellable { slot.cancel() }
  }
}
