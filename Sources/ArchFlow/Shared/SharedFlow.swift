/// A read-only broadcast flow without a current value.
///
/// Every value emitted reaches every subscriber present at that moment, in
/// emission order. A new subscriber first receives the last ``replay``
/// values. Values emitted while a delivery is running (from a callback or
/// another thread) wait in a buffer of `replay + extraBufferCapacity` values
/// and are delivered by that delivery, in order, before it returns; when the
/// buffer is full, ``onBufferOverflow`` decides which value is lost. An
/// async consumer (`values`) that lags gets a buffer of the same size and
/// policy of its own.
///
/// Keep the ``MutableSharedFlow`` and hand out the `SharedFlow`.
///
/// - Complexity: subscribing and cancelling are O(1) whatever the number of
///   other subscribers; emitting is O(subscribers).
public class SharedFlow<Element: Sendable>: Flow, _SubscriberOwner, @unchecked Sendable {
  /// How many of the latest values a new subscriber receives first.
  public let replay: Int
  /// How many values beyond `replay` may wait for a busy subscriber.
  public let extraBufferCapacity: Int
  /// What happens to a value that finds the buffer full.
  public let onBufferOverflow: BufferOverflow
  /// `replay + extraBufferCapacity`, saturating.
  let capacity: Int
  let ledger: SubscriptionLedger

  // `lock` guards every stored var below, and `_Subscriber.index`.
  let lock = _Lock()
  private var replayBuffer = _Queue<Element>()
  private var pending = _Queue<Element>()
  private var delivering = false
  private var subscribers: ContiguousArray<_Subscriber<Element>> = []
  private var newcomers: ContiguousArray<_Subscriber<Element>> = []
  private var countFlow: MutableSharedFlow<Int>?

  init(replay: Int, extraBufferCapacity: Int, onBufferOverflow: BufferOverflow, ledger: SubscriptionLedger) {
    precondition(replay >= 0, "MutableSharedFlow: replay must be 0 or more, got \(replay)")
    precondition(
      extraBufferCapacity >= 0,
      "MutableSharedFlow: extraBufferCapacity must be 0 or more, got \(extraBufferCapacity)")
    let (sum, overflowed) = replay.addingReportingOverflow(extraBufferCapacity)
    precondition(
      overflowed || sum > 0,
      "MutableSharedFlow: replay + extraBufferCapacity must be at least 1 — emit never suspends, "
        + "so with no buffer a value emitted during a delivery or to a lagging consumer would "
        + "always be dropped; use extraBufferCapacity: 1 or more")
    self.replay = replay
    self.extraBufferCapacity = extraBufferCapacity
    self.onBufferOverflow = onBufferOverflow
    self.capacity = overflowed ? .max : sum
    self.ledger = ledger
  }

  deinit {
    for subscription in subscribers { subscription.detach(from: ledger) }
    lock.deallocate()
  }

  /// The values a new subscriber would receive first, oldest first.
  public var replayCache: [Element] { lock.withLock { replayBuffer.elements } }

  /// The number of live subscriptions, as a flow (not conflated; see
  /// ``StateFlow/subscriptionCount``).
  public var subscriptionCount: SharedFlow<Int> {
    lock.lock()
    defer { lock.unlock() }
    if let countFlow { return countFlow }
    let flow = MutableSharedFlow<Int>(
      replay: 1, extraBufferCapacity: .max - 1, onBufferOverflow: .dropOldest, ledger: ledger)
    if flow._enqueue(subscribers.count) { flow._drain() }
    countFlow = flow
    return flow
  }

  public func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Element) -> Void
  ) -> any Cancellable {
    let ticket = ledger.enter(site, flow: "SharedFlow<\(Element.self)>")
    let subscription = _Subscriber(owner: self, ticket: ticket, receive: receive)
    lock.lock()
    subscribers._insert(subscription)
    let countChanged = countFlow?._enqueue(subscribers.count) ?? false
    if delivering {
      newcomers.append(subscription)
      lock.unlock()
    } else {
      delivering = true
      let replayed = replayBuffer.elements
      lock.unlock()
      for value in replayed where !subscription.deliver(value) { break }
      _drain()
    }
    if countChanged { countFlow?._drain() }
    return subscription
  }

  /// A lagging `for await` consumer gets a buffer of
  /// `replay + extraBufferCapacity` values with ``onBufferOverflow``.
  public var valuesBuffering: FlowBuffering { .bounded(capacity, overflow: onBufferOverflow) }

  // MARK: Emitting (used by MutableSharedFlow)

  final func _emit(_ value: Element) {
    lock.lock()
    if delivering {
      pending.append(value, capacity: capacity, overflow: onBufferOverflow)
      lock.unlock()
      return
    }
    record(value)
    if subscribers.isEmpty {
      lock.unlock()
      return
    }
    delivering = true
    let snapshot = subscribers
    lock.unlock()
    for subscription in snapshot { subscription.deliver(value) }
    _drain()
  }

  /// Queues `value`; returns true when the caller became the delivering
  /// call stack and must call ``_drain()`` — outside any lock it holds.
  /// Lets a flow order its emissions under its own lock.
  final func _enqueue(_ value: Element) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    pending.append(value, capacity: capacity, overflow: onBufferOverflow)
    if delivering { return false }
    delivering = true
    return true
  }

  /// Runs, as the delivering call stack, until nothing is owed to anyone.
  final func _drain() {
    while true {
      lock.lock()
      if !newcomers.isEmpty {
        let fresh = newcomers
        newcomers = []
        let replayed = replayBuffer.elements
        lock.unlock()
        for subscription in fresh {
          for value in replayed where !subscription.deliver(value) { break }
        }
      } else if let value = pending.popFirst() {
        record(value)
        let snapshot = subscribers
        lock.unlock()
        for subscription in snapshot { subscription.deliver(value) }
      } else {
        delivering = false
        lock.unlock()
        return
      }
    }
  }

  /// Adds a delivered value to the replay buffer. Caller holds the lock.
  private func record(_ value: Element) {
    guard replay > 0 else { return }
    replayBuffer.append(value, capacity: replay, overflow: .dropOldest)
  }

  // MARK: Cancelling

  final func remove(_ subscription: _Subscriber<Element>) {
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

  /// Clears the replay buffer (Kotlin's `resetReplayCache`).
  final func _resetReplayCache() {
    lock.withLock { replayBuffer.removeAll() }
  }
}
