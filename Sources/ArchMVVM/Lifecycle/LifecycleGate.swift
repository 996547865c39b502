import ArchFlow
import ArchHost

/// Runs one piece of work while a lifecycle is at least a minimum state:
/// starts it on the way up, cancels it on the way down, and ends for good
/// at `destroyed` or when cancelled. The engine of every `collect(_:while:…)`
/// and of `repeatOnLifecycle(_:minimum:host:label:fileID:line:_:)`.
///
/// Lifecycle moves arrive serialized (a state flow delivers one at a time),
/// but ``end()`` may come from any thread, so the token lives in a lock and
/// `start` is never called under it.
@usableFromInline
final class _LifecycleGate: Cancellable, @unchecked Sendable {  // `state` is only touched while `lock` is held
  private struct State {
    /// Dropped when the gate ends, with whatever it captured (often a view).
    var start: (@Sendable () -> any Cancellable)?
    var token: (any Cancellable)?
    var running = false
    var ended = false
    /// Bumped on every start and stop, so a start that raced a stop cancels
    /// what it made.
    var generation: UInt64 = 0
    /// The subscription to the lifecycle's states, until the gate ends.
    var observation: (any Cancellable)?
  }

  private let minimumRank: Int
  private let lock = _Lock()
  // Unchecked: the lock already makes every access exclusive. The lock is
  // the gate's own, not a `Locked`: one allocation fewer for every view.
  @exclusivity(unchecked) private var state: State

  @usableFromInline
  init(minimum: LifecycleState, start: @escaping @Sendable () -> any Cancellable) {
    checkUsage(
      minimum == .created || minimum == .started || minimum == .resumed,
      "Lifecycle-aware collection: minimum must be created, started or resumed, not \(minimum)."
    )
    minimumRank = Self.rank(minimum)
    state = State(start: start)
  }

  /// Follows a lifecycle move.
  func follow(_ lifecycleState: LifecycleState) {
    if lifecycleState == .destroyed {
      end()
    } else if Self.rank(lifecycleState) >= minimumRank {
      startIfStopped()
    } else {
      stop(ending: false)
    }
  }

  /// Stops the work and ignores every later move.
  func end() { stop(ending: true) }

  private func startIfStopped() {
    let ticket = lock.withLock { () -> (UInt64, @Sendable () -> any Cancellable)? in
      guard !state.ended, !state.running, let start = state.start else { return nil }
      state.running = true
      state.generation += 1
      return (state.generation, start)
    }
    guard let (generation, start) = ticket else { return }
    let token = start()
    let keep = lock.withLock { () -> Bool in
      guard !state.ended, state.running, state.generation == generation else { return false }
      state.token = token
      return true
    }
    if !keep { token.cancel() }
  }

  private func stop(ending: Bool) {
    let (token, observation) = lock.withLock { () -> ((any Cancellable)?, (any Cancellable)?) in
      var observation: (any Cancellable)?
      if ending {
        state.ended = true
        state.start = nil
        observation = state.observation
        state.observation = nil
      }
      state.running = false
      state.generation += 1
      defer { state.token = nil }
      return (state.token, observation)
    }
    // Outside the lock: cancelling may call back.
    token?.cancel()
    observation?.cancel()
  }

  deinit { lock.deallocate() }

  /// Android's ordering: paused is still started, stopped is back to created.
  private static func rank(_ state: LifecycleState) -> Int {
    switch state {
    case .destroyed: 0
    case .created, .stopped: 1
    case .started, .paused: 2
    case .resumed: 3
    }
  }

  /// Starts following `lifecycle`; the returned token, the gate itself (no
  /// wrapper to allocate for every view), ends it.
  @usableFromInline
  func bind(to lifecycle: Lifecycle, label: String?, fileID: StaticString, line: UInt) -> any Cancellable {
    let site =
      label == nil
      ? SubscriptionSite(label: "lifecycle", fileID: fileID, line: line)
      : SubscriptionSite(label: label, suffix: ".lifecycle", fileID: fileID, line: line)
    // Straight on the lifecycle's states, not through `Lifecycle.observe`:
    // the gate keeps the token itself and ends it at destroyed, so there is
    // no token slot and no wrapping closure to allocate for every view.
    let observation = lifecycle.state.subscribe(at: site) { [self] lifecycleState in follow(lifecycleState) }
    let endedAlready = lock.withLock { () -> Bool in
      if state.ended { return true }
      state.observation = observation
      return false
    }
    // Ended while subscribing (the lifecycle was destroyed already), or since.
    if endedAlready { observation.cancel() }
    return self
  }

  /// Ends the gate and stops following the lifecycle.
  @usableFromInline func cancel() { end() }

  /// Whether the gate has ended: cancelled, or its lifecycle destroyed.
  @usableFromInline var isCancelled: Bool { lock.withLock { state.ended } }
}
