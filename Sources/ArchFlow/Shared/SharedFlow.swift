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
public class SharedFlow<Element: Sendable>: Flow, @unchecked Sendable {
  // @unchecked Sendable: the buffers and the list are guarded by `list.lock`.
  /// How many of the latest values a new subscriber receives first.
  public let replay: Int
  /// How many values beyond `replay` may wait for a busy subscriber.
  public let extraBufferCapacity: Int
  /// What happens to a value that finds the buffer full.
  public let onBufferOverflow: BufferOverflow
  /// `replay + extraBufferCapacity`, saturating.
  let capacity: Int

  // `list.lock` (copied into `lock`) guards the vars below and the list.
  let list: _SubscriberList
  let lock: _Lock
  private var replayBuffer = _Queue<Element>()
  private var pending = _Queue<Element>()

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
    list = _SubscriberList(ledger: ledger)
    lock = list.lock
  }

  deinit { list.detachAll() }

  /// The values a new subscriber would receive first, oldest first.
  public var replayCache: [Element] { lock.withLock { replayBuffer.elements } }

  /// The number of live subscriptions, as a flow (not conflated; see
  /// ``StateFlow/subscriptionCount``).
  public var subscriptionCount: SharedFlow<Int> { list.subscriptionCount() }

  /// Calls `receive` with the replayed values, then with every value
  /// emitted, until the returned cancellable is cancelled.
  public func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Element) -> Void
  ) -> any Cancellable {
    let ticket = list.ledger.enter(site, flow: "SharedFlow<\(Element.self)>")
    let subscription = _Subscriber(list: list, ticket: ticket, receive: receive)
    lock.lock()
    let countChanged = list.insertLocked(subscription)
    if list.delivering {
      list.newcomers.append(subscription)
      lock.unlock()
    } else {
      list.delivering = true
      let replayed = replayBuffer.elements
      lock.unlock()
      for value in replayed where !subscription.deliver(value) { break }
      _drain()
    }
    if countChanged { list.publishCount() }
    return subscription
  }

  /// A lagging `for await` consumer gets a buffer of
  /// `replay + extraBufferCapacity` values with ``onBufferOverflow``.
  public var valuesBuffering: FlowBuffering { .bounded(capacity, overflow: onBufferOverflow) }

  // MARK: Emitting (used by MutableSharedFlow)

  final func _emit(_ value: Element) {
    lock.lock()
    if list.delivering {
      pending.append(value, capacity: capacity, overflow: onBufferOverflow)
      lock.unlock()
      return
    }
    record(value)
    if list.nodes.isEmpty {
      lock.unlock()
      return
    }
    list.delivering = true
    let snapshot = list.nodes
    lock.unlock()
    snapshot._deliver(value)
    _drain()
  }

  /// Queues `value`; returns true when the caller became the delivering
  /// call stack and must call ``_drain()`` — outside any lock it holds.
  /// Lets a flow order its emissions under its own lock.
  @usableFromInline final func _enqueue(_ value: Element) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    pending.append(value, capacity: capacity, overflow: onBufferOverflow)
    if list.delivering { return false }
    list.delivering = true
    return true
  }

  /// Runs, as the delivering call stack, until nothing is owed to anyone.
  @usableFromInline final func _drain() {
    while true {
      lock.lock()
      if !list.newcomers.isEmpty {
        let fresh = list.newcomers
        list.newcomers = []
        let replayed = replayBuffer.elements
        lock.unlock()
        for node in fresh {
          let subscription = unsafeDowncast(node, to: _Subscriber<Element>.self)
          for value in replayed where !subscription.deliver(value) { break }
        }
      } else if let value = pending.popFirst() {
        record(value)
        let snapshot = list.nodes
        lock.unlock()
        snapshot._deliver(value)
      } else {
        list.delivering = false
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

  /// Clears the replay buffer (Kotlin's `resetReplayCache`).
  final func _resetReplayCache() {
    lock.withLock { replayBuffer.removeAll() }
  }
}
