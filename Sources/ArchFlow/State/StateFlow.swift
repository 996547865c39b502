/// A read-only flow that always holds a value: a screen's state.
///
/// A new subscriber is called at once with the current value, then with each
/// later value that differs (`!=`) from the one before. Delivery is
/// serialized: while one call stack is delivering, values set elsewhere
/// (by a callback, or by another thread) are picked up by that delivery
/// before it returns, so every subscriber sees values in the same order and
/// ends on the latest; values set concurrently may be conflated into the
/// latest. Subscribers are called outside the lock, in no promised order.
/// A `for await` consumer of `values` is conflated too: it may skip values
/// but never gets the same value twice in a row.
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
public class StateFlow<Value: Sendable & Equatable>: Flow, @unchecked Sendable {
  // @unchecked Sendable: `current` and the list are guarded by `list.lock`.
  /// A state flow's elements are its values.
  public typealias Element = Value

  // `list.lock` (copied into `lock`) guards `current` and the list, which
  // also keeps the versions (a generic class's own fields are reached
  // through accessors from a client module; the list's are not). `final`:
  // a subclass could override a non-final stored property, so a client
  // would reach it through the class's vtable.
  // The hot paths are `@inlinable` so callers get them specialized for their
  // `Value`; the vars skip dynamic exclusivity checks since the lock already
  // makes every access exclusive.
  @usableFromInline let list: _SubscriberList
  @usableFromInline let lock: _Lock
  @usableFromInline @exclusivity(unchecked) final var current: Value
  /// The value every subscriber was last called with (newcomers aside):
  /// a value set away and back during a delivery is not delivered again.
  @usableFromInline @exclusivity(unchecked) final var delivered: Value

  init(initialValue: Value, ledger: SubscriptionLedger) {
    current = initialValue
    delivered = initialValue
    list = _SubscriberList(ledger: ledger)
    lock = list.lock
  }

  deinit { list.detachAll() }

  /// The current value. Safe from any thread.
  public var value: Value { _currentValue() }

  /// The current value as the one-element replay of a shared flow: a state
  /// flow is a shared flow with a replay of 1 (kotlinx's `replayCache`).
  public var replayCache: [Value] { [value] }

  /// The number of live subscriptions now, read without subscribing. It
  /// can be ahead of ``subscriptionCount``, whose deliveries may still be
  /// on their way.
  public var currentSubscriptionCount: Int { list.liveCount }

  /// The number of live subscriptions, as a flow.
  ///
  /// Not conflated: every change is delivered in order, so a subscribe
  /// followed at once by a cancel shows as `n + 1` then `n`. A new
  /// observer gets the current count first.
  public var subscriptionCount: SharedFlow<Int> { list.subscriptionCount() }

  /// Calls `receive` at once with the current value, then with each later
  /// distinct value, until the returned cancellable is cancelled.
  ///
  /// If a delivery is already running — on another thread, or on this call
  /// stack because a subscriber is subscribing — the current value reaches
  /// `receive` from that delivery, before it returns, rather than beside it:
  /// a subscriber is never called twice at once or out of order.
  @inlinable
  public final func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Value) -> Void
  ) -> any Cancellable {
    _subscribe(at: site, receive, end: nil)
  }

  /// Subscribes as ``subscribe(at:_:)`` does, with `end` linked before the
  /// current value is delivered: a subscriber that cancels its end from
  /// that first call is gone at once.
  public final func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Value) -> Void,
    end: SubscriptionEnd<Never>
  ) -> any Cancellable {
    _ = _subscribe(at: site, receive, end: end)
    return end
  }

  @inlinable
  final func _subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Value) -> Void,
    end: SubscriptionEnd<Never>?
  ) -> any Cancellable {
    let ticket = list.enterLedger(site, kind: "StateFlow", of: Value.self)
    let subscription = _Subscriber(list: list, ticket: ticket, receive: receive)
    lock.lock()
    let countChanged = list.insertLocked(subscription)
    if list.delivering {
      list.newcomers.append(subscription)
      lock.unlock()
      end?.link(subscription)
    } else {
      list.delivering = true
      let value = current
      lock.unlock()
      end?.link(subscription)
      subscription.deliver(value)
      _drain()
    }
    if countChanged { list.publishCount() }
    return subscription
  }

  /// `.latest`: a lagging `for await` consumer skips to the latest value.
  public final var valuesBuffering: FlowBuffering { .latest }

  // MARK: Reading and writing (used by MutableStateFlow)

  @inlinable
  final func _currentValue() -> Value {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  /// Stores `newValue` and delivers it; equal values are ignored.
  @inlinable
  final func _set(_ newValue: Value) {
    lock.lock()
    _commitLocked(newValue)
  }

  /// Atomic read-modify-write: `transform` runs outside the lock and is
  /// retried if another writer got in between.
  ///
  /// A write to this flow from inside `transform` would change the version
  /// and retry forever; it stops with a message instead. `transform` runs
  /// with this flow on the thread's `_UpdateFrames`: a nested `update` is
  /// caught on entry. A nested set is caught where a set during a delivery
  /// goes, which the write fast path never reaches: after a few retries this
  /// thread claims the delivery for the next run of `transform` (delivering
  /// what others set meanwhile afterwards, as any delivery does), so a set
  /// from inside it goes there.
  @inlinable
  final func _update(_ transform: (inout Value) throws -> Void) rethrows -> Value {
    var retries = 0
    while true {
      lock.lock()
      if list.updating != 0 { _checkNotInUpdateLocked("update was called") }
      let claimed = retries >= 4 && !list.delivering
      if claimed { list.delivering = true }
      list.updating &+= 1
      let (snapshot, seen) = (current, list.version)
      lock.unlock()
      var next = snapshot
      do {
        try _UpdateFrames.with(list) { try transform(&next) }
      } catch {
        lock.withLock { list.updating &-= 1 }
        if claimed { _drain() }
        throw error
      }
      lock.lock()
      list.updating &-= 1
      if list.version == seen {
        _commitLocked(next)
        if claimed { _drain() }
        return next
      }
      lock.unlock()
      if claimed { _drain() }
      retries += 1
    }
  }

  /// Stops, saying `what` happened, if this thread is running an `update`
  /// closure of this flow. Out of line: the write path stays small.
  @usableFromInline
  final func _checkNotInUpdateLocked(_ what: StaticString) {
    guard _UpdateFrames.contain(list) else { return }
    fatalError(
      "\(type(of: self)).\(what) inside its own update closure. The closure may run more than once, so it "
        + "must only compute the new value through its inout parameter; a write to the flow from inside it "
        + "would make it retry forever. Write after update returns, or do the whole change in one update.")
  }

  /// Expects the lock held; releases it.
  @inlinable
  final func _commitLocked(_ newValue: Value) {
    if current == newValue {
      lock.unlock()
      return
    }
    current = newValue
    list.version &+= 1
    if _slowPath(list.delivering) {  // cold: keeps the idle path straight
      if list.updating != 0 { _checkNotInUpdateLocked("value was set") }
      lock.unlock()
      return
    }
    list.deliveredVersion = list.version
    delivered = newValue
    if list.nodes.isEmpty {
      lock.unlock()
      return
    }
    list.delivering = true
    let snapshot = list.nodes
    lock.unlock()
    snapshot._deliver(newValue)
    _drain()
  }

  /// Runs, as the delivering call stack, until nothing is owed to anyone.
  @inlinable
  final func _drain() {
    while true {
      lock.lock()
      if list.version != list.deliveredVersion, current == delivered {
        list.deliveredVersion = list.version  // set away and back: everyone has it already
      }
      if list.version != list.deliveredVersion {
        list.deliveredVersion = list.version
        delivered = current
        let value = current
        let snapshot = list.nodes
        if !list.newcomers.isEmpty { list.newcomers = [] }  // the full pass gives them `value`
        lock.unlock()
        snapshot._deliver(value)
      } else if !list.newcomers.isEmpty {
        let fresh = list.newcomers
        list.newcomers = []
        let value = current
        lock.unlock()
        fresh._deliver(value)
      } else {
        list.delivering = false
        lock.unlock()
        return
      }
    }
  }
}
