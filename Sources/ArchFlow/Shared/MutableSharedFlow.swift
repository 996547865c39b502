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
/// Emitting never blocks and never suspends: values that cannot wait are
/// dropped according to ``SharedFlow/onBufferOverflow``.
public final class MutableSharedFlow<Element: Sendable>: SharedFlow<Element>, @unchecked Sendable {
  // No state of its own: everything is in the superclass, guarded by `list.lock`.
  /// Creates a shared flow.
  ///
  /// - Parameters:
  ///   - replay: How many of the latest values new subscribers receive
  ///     first (0 or more).
  ///   - extraBufferCapacity: How many more values may wait for a busy
  ///     subscriber (0 or more). `replay + extraBufferCapacity` must be at
  ///     least 1, because emitting never suspends.
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
  /// running) and adds it to the replay buffer.
  public func emit(_ value: Element) {
    _emit(value)
  }

  /// Forgets the replayed values; later subscribers start empty-handed.
  public func resetReplayCache() {
    _resetReplayCache()
  }

  /// This flow as a read-only ``SharedFlow``.
  public func asSharedFlow() -> SharedFlow<Element> { self }
}
