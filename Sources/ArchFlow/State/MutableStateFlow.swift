/// A state flow you can write to.
///
/// Setting a value equal to the current one emits nothing. ``update(_:)``
/// is an atomic read-modify-write, safe when several threads change the
/// same state.
///
/// ```swift
/// let state = MutableStateFlow(Counter(count: 0))
/// let token = state.subscribe { print($0.count) }  // prints 0
/// state.update { $0.count += 1 }                   // prints 1
/// state.value = Counter(count: 1)                  // equal: prints nothing
/// token.cancel()
/// ```
public final class MutableStateFlow<Value: Sendable & Equatable>: StateFlow<Value>, @unchecked Sendable {
  // No state of its own: everything is in the superclass, guarded by `list.lock`.
  /// Creates a flow holding `initialValue`.
  ///
  /// - Parameter ledger: Where its subscriptions are counted; by default
  ///   the task-local ``SubscriptionLedger/current``.
  public init(_ initialValue: Value, ledger: SubscriptionLedger = .current) {
    super.init(initialValue: initialValue, ledger: ledger)
  }

  /// The current value; setting it delivers it to every subscriber before
  /// returning (unless a delivery is already running, which then delivers it).
  @inlinable
  override public var value: Value {
    get { _currentValue() }
    set { _set(newValue) }
  }

  /// Changes the value atomically and returns the new one.
  ///
  /// `transform` runs outside the lock, so it may be called again if another
  /// thread changed the value in the meantime: keep it free of side effects.
  /// Writing this flow from inside `transform` — setting ``value``, calling
  /// `update`, or a subscriber doing either while `transform` runs — could
  /// only retry forever, so it stops the program with a message naming the
  /// mistake, in release builds too: at once for a nested `update`, after a
  /// few retries for a set. A subscriber may call `update` when
  /// it is called after `update` committed: that is a new update, not a
  /// nested one.
  @inlinable @discardableResult
  public func update(_ transform: (inout Value) throws -> Void) rethrows -> Value {
    try _update(transform)
  }

  /// Changes the value atomically, as ``update(_:)`` does, and returns the
  /// value it replaced (kotlinx's `getAndUpdate`).
  ///
  /// ```swift
  /// let count = MutableStateFlow(1)
  /// count.getAndUpdate { $0 += 1 }  // 1; count.value is 2
  /// ```
  @discardableResult
  public func getAndUpdate(_ transform: (inout Value) throws -> Void) rethrows -> Value {
    var previous: Value?
    // `transform` may run again after a race: the last run's input is the value replaced.
    _ = try _update { value in
      previous = value
      try transform(&value)
    }
    return previous!
  }

  /// This flow as a read-only ``StateFlow``.
  public func asStateFlow() -> StateFlow<Value> { self }
}
