/// A shared flow you can emit into.
///
/// ```swift
/// let messages = MutableSharedFlow<String>(replay: 1)
/// messages.emit("saved")
/// let token = messages.subscribe { print($0) }  // prints "saved" (replayed)
/// messages.emit("synced")                        // prints "synced"
/// token.cancel()
/// ```
///
/// `emit` never blocks and never suspends: with a drop policy, a value that
/// finds a busy subscriber's buffer full is dropped according to
/// ``SharedFlow/onBufferOverflow`` — `.dropOldest` drops that subscriber's
/// oldest waiting value, `.dropLatest` drops the new value for everyone,
/// replay cache included; with `.suspend` nothing is dropped, and
/// ``send(_:)`` is the emit that waits for room, ``tryEmit(_:)`` the one
/// that declines.
///
/// The default, 64 values beyond the replay then drop the oldest, differs
/// from kotlinx, whose default suspends the emitter: a UI-side producer
/// here never waits for a slow consumer, and a consumer that falls 64
/// values behind misses the oldest. Pick `.suspend` (and `send`) when every
/// value must arrive, such as work items; `extraBufferCapacity: 0,
/// onBufferOverflow: .suspend` is a rendezvous, where `send` returns once
/// every `values` consumer has taken the value.
public final class MutableSharedFlow<Element: Sendable>: SharedFlow<Element>, @unchecked Sendable {
  // No state of its own: everything is in the superclass, guarded by `list.lock`.
  /// Creates a shared flow.
  ///
  /// - Parameters:
  ///   - replay: How many of the latest values new subscribers receive
  ///     first (0 or more).
  ///   - extraBufferCapacity: How many more values may wait for a busy
  ///     subscriber (0 or more). With a drop policy,
  ///     `replay + extraBufferCapacity` must be at least 1.
  ///   - onBufferOverflow: Which value is lost when the buffer is full.
  ///   - ledger: Where subscriptions are counted; by default
  ///     ``SubscriptionLedger/current``.
  override public init(
    replay: Int = 0,
    extraBufferCapacity: Int = 64,
    onBufferOverflow: BufferOverflow = .dropOldest,
    ledger: SubscriptionLedger = .current
  ) {
    super.init(
      replay: replay, extraBufferCapacity: extraBufferCapacity,
      onBufferOverflow: onBufferOverflow, ledger: ledger)
  }

  /// Delivers `value` to every subscriber (or buffers it if a delivery is
  /// running) and adds it to the replay buffer — unless, with
  /// `.dropLatest`, a subscriber is full: then nobody gets it.
  public func emit(_ value: Element) {
    _emit(value)
  }

  /// Emits `value` once every subscriber has room for it; with a drop
  /// policy, the same as ``emit(_:)``.
  ///
  /// With `.suspend`, waits while a subscriber is full — a `values`
  /// consumer of this flow with `replay + extraBufferCapacity` untaken
  /// values (at least one), or as many values queued for a running callback
  /// delivery — and, on a rendezvous flow, waits again until every `values`
  /// consumer took it. Consumers of an operator chain (`flow.map { … }`)
  /// do not slow it. Call it from a task, not from a subscriber's callback.
  ///
  /// ```swift
  /// let jobs = MutableSharedFlow<Job>(extraBufferCapacity: 0, onBufferOverflow: .suspend)
  /// try await jobs.send(job)  // returns when the worker took it
  /// ```
  ///
  /// - Throws: `CancellationError` when the task is cancelled before the
  ///   value was emitted (then nobody gets it).
  public func send(_ value: Element) async throws(CancellationError) {
    guard onBufferOverflow == .suspend, let room else {
      _emit(value)
      return
    }
    try await room.waitForRoom()
    _emit(value)
    if capacity == 0 { try? await room.waitForRoom() }  // cancelled meanwhile: it was emitted all the same
  }

  /// Emits `value` if every subscriber can take it without waiting, and
  /// says whether it did; with a drop policy it emits as ``emit(_:)`` does
  /// (`.dropLatest` may drop it for everyone) and returns true, as kotlinx's
  /// `tryEmit` does. On a rendezvous flow it succeeds only while no `values`
  /// consumer is subscribed, as in kotlinx.
  @discardableResult
  public func tryEmit(_ value: Element) -> Bool {
    if onBufferOverflow == .suspend, let room {
      let canTake = capacity == 0 ? room.hasNoConsumers && room.hasRoom : room.hasRoom
      guard canTake else { return false }
    }
    _emit(value)
    return true
  }

  /// Forgets the replayed values; later subscribers start empty-handed.
  public func resetReplayCache() {
    _resetReplayCache()
  }

  /// This flow as a read-only ``SharedFlow``.
  public func asSharedFlow() -> SharedFlow<Element> { self }
}
