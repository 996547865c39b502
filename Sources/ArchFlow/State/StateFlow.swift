/// A read-only flow that always holds a value: a screen's state.
///
/// A new subscriber is called at once with the current value, then with each
/// later value that differs (`!=`) from the one before. Delivery is
/// serialized: while one call stack is delivering, values set elsewhere
/// (by a callback, or by another thread) are picked up by that delivery
/// before it returns, so every subscriber sees values in the same order and
/// ends on the latest; values set concurrently may be conflated into the
/// latest. Subscribers are called outside the lock, in no promised order.
///
/// Hand out a `StateFlow` and keep the ``MutableStateFlow`` to yourself:
///
/// ```swift
/// final class ProfilePresenter {
///   private let _state = MutableStateFlow(ProfileState.loading)
///   var state: StateFlow<ProfileState> { _state }
/// }
/// ```
///
/// - Complexity: subscribing and cancelling are O(1) whatever the number of
///   other subscribers; setting a value is O(subscribers).
public class StateFlow<Value: Sendable & Equatable>: Flow, _SubscriberOwner, @unchecked Sendable {
  public typealias Element = Value

  // `lock` guards every stored var below, and `_Subscriber.index`.
  let lock = _Lock()
  private var current: Value
  /// Bumped on every distinct value.
  private var version: UInt64 = 1
  /// The version the last full delivery pass handed out.
  private var deliveredVersion: UInt64 = 1
  /// Whether some call stack is delivering; it drains all pending work.
  private var delivering = false
  private var subscribers: ContiguousArray<_Subscriber<Value>> = []
  /// Subscribed while a delivery was running, still owed the current value.
  private var newcomers: ContiguousArray<_Subscriber<Value>> = []
  private var countFlow: MutableSharedFlow<Int>?
  let ledger: SubscriptionLedger

  init(initialValue: Value, ledger: SubscriptionLedger) {
    current = initialValue
    self.ledger = ledger
  }

  deinit {
    // Subscriptions to a flow that is gone can never be called again.
    for subscription in subscribers { subscription.detach(from: ledger) }
    lock.deallocate()
  }

  /// The current value. Safe from any thread.
  public var value: Value { lock.withLock { current } }

  /// The number of live subscriptions, as a flow.
  ///
  /// Not conflated: every change is delivered in order, so a subscribe
  /// followed at once by a cancel shows as `n + 1` then `n`. A new
  /// observer gets the current count first.
  public var subscriptionCount: SharedFlow<Int> {
    lock.lock()
    defer { lock.unlock() }
    if let countFlow { return countFlow }
    let flow = MutableSharedFlow<Int>(
      replay: 1, extraBufferCapacity: .max - 1, onBufferOverflow: .dropOldest, ledger: ledger)
    if flow._enqueue(subscribers.count) { flow._drain() }  // fills the replay
    countFlow = flow
    return flow
  }

  public func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Value) -> Void
  ) -> any Cancellable {
    let ticket = ledger.enter(site, flow: "StateFlow<\(Value.self)>")
    let subscription = _Subscriber(owner: self, ticket: ticket, receive: receive)
    lock.lock()
    subscribers._insert(subscription)
    let countChanged = countFlow?._enqueue(subscribers.count) ?? false
    if delivering {
      newcomers.append(subscription)
      lock.unlock()
    } else {
      delivering = true
      let value = current
      lock.unlock()
      subscription.deliver(value)
      drain()
    }
    if countChanged { countFlow?._drain() }
    return subscription
  }

  /// `.latest`: a lagging `for await` consumer skips to the latest value.
  public var valuesBuffering: FlowBuffering { .latest }

  // MARK: Writing (used by MutableStateFlow)

  /// Stores `newValue` and delivers it; equal values are ignored.
  final func _set(_ newValue: Value) {
    lock.lock()
    commitLocked(newValue)
  }

  /// Atomic read-modify-write: `transform` runs outside the lock and is
  /// retried if another writer got in between.
  final func _update(_ transform: (inout Value) throws -> Void) rethrows -> Value {
    while true {
      lock.lock()
      let (snapshot, seen) = (current, version)
      lock.unlock()
      var next = snapshot
      try transform(&next)
      lock.lock()
      if version == seen {
        commitLocked(next)
        return next
      }
      lock.unlock()
    }
  }

  /// Expects the lock held; releases it.
  private func commitLocked(_ newValue: Value) {
    if current == newValue {
      lock.unlock()
      return
    }
    current = newValue
    version &+= 1
    if delivering {
      lock.unlock()
      return
    }
    deliveredVersion = version
    if subscribers.isEmpty {
      lock.unlock()
      return
    }
    delivering = true
    let snapshot = subscribers
    lock.unlock()
    for subscription in snapshot { subscription.deliver(newValue) }
    drain()
  }

  /// Runs, as the delivering call stack, until nothing is owed to anyone.
  private func drain() {
    while true {
      lock.lock()
      if version != deliveredVersion {
        deliveredVersion = version
        let value = current
        let snapshot = subscribers
        newcomers.removeAll()  // the full pass gives them `value`
        lock.unlock()
        for subscription in snapshot { subscription.deliver(value) }
      } else if !newcomers.isEmpty {
        let fresh = newcomers
        newcomers = []
        let value = current
        lock.unlock()
        for subscription in fresh { subscription.deliver(value) }
      } else {
        delivering = false
        lock.unlock()
        return
      }
    }
  }

  // MARK: Cancelling

  final func remove(_ subscription: _Subscriber<Value>) {
    lock.lock()
    guard subscribers._remove(subscription) else {
      lock.unlock()
      return
    }
    let countChanged = countFlow?._enqueue(subscribers.count) ?? false
    lock.unlock()
    ledger.leave(subscription.ticket)
    if countChanged { countFlow?._drain() }
  }
}
