/// A read-only broadcast flow without a current value.
///
/// Every value emitted reaches every subscriber present at that moment, in
/// emission order. A new subscriber first receives the last ``replay``
/// values emitted before it subscribed, then every value emitted after —
/// also when it subscribes while a delivery is running, on its own call
/// stack or another thread.
///
/// One overflow rule for callbacks and `for await`: at most
/// `replay + extraBufferCapacity` values wait for a subscriber that is busy.
/// For callbacks, those are the values emitted while a delivery is running
/// (from a callback or another thread); that delivery hands them out in
/// order before it returns. For a `values` consumer, those are the values
/// its task has not taken yet — including one it was woken for. When a value
/// would make more wait, ``onBufferOverflow`` decides what is missed, as
/// kotlinx decides it: with `.dropOldest`, that subscriber misses its oldest
/// waiting value, and ``replayCache`` takes the new one; with `.dropLatest`,
/// the new value is dropped for everyone — no subscriber gets it and it
/// never enters ``replayCache``; with `.suspend` none is missed: `emit`
/// queues past the capacity, `send` waits for room and `tryEmit` declines.
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
  /// The last `replay` values emitted, recorded as they are emitted.
  @exclusivity(unchecked) private var replayBuffer = _Queue<Element>()
  /// Values emitted during a delivery, waiting for it.
  @exclusivity(unchecked) private var pending = _Queue<Element>()
  /// How many values were ever queued in `pending`: the position the next
  /// one gets. The head of `pending` is at `queued - pending.count`.
  @exclusivity(unchecked) private var queued: UInt64 = 0
  /// Who is full, for `.suspend` (`send` waits, `tryEmit` declines) and
  /// `.dropLatest` (a value is dropped for everyone); nil for `.dropOldest`.
  let room: _SharedFlowRoom?
  /// The values queued for the running delivery are counted full in `room`.
  @exclusivity(unchecked) private var pendingFull = false
  /// Subscribers that came during a delivery, still owed their replay.
  @exclusivity(unchecked) private var arrivals: [Arrival] = []
  /// Arrivals already replayed that skip queued values from before they
  /// came, oldest first: their `from` only grows, so the ones owed
  /// everything again are always a prefix.
  @exclusivity(unchecked) private var skipping: [Arrival] = []
  /// The subscriptions in `skipping`: each subscriber is looked up, not
  /// searched for, so a delivery costs the subscribers, not subscribers ×
  /// arrivals (many subscribers coming during a long delivery made it
  /// quadratic).
  @exclusivity(unchecked) private var skippingIDs: Set<ObjectIdentifier> = []

  /// A subscriber that came during a delivery: its replay, taken when it
  /// subscribed, and the first queued position it receives.
  private struct Arrival {
    let subscription: _Subscriber<Element>
    let replayed: [Element]
    let from: UInt64
  }

  init(replay: Int, extraBufferCapacity: Int, onBufferOverflow: BufferOverflow, ledger: SubscriptionLedger) {
    checkUsage(replay >= 0, "MutableSharedFlow: replay must be 0 or more, got \(replay)")
    checkUsage(
      extraBufferCapacity >= 0,
      "MutableSharedFlow: extraBufferCapacity must be 0 or more, got \(extraBufferCapacity)")
    let (sum, overflowed) = replay.addingReportingOverflow(extraBufferCapacity)
    checkUsage(
      overflowed || sum > 0 || onBufferOverflow == .suspend,
      "MutableSharedFlow: replay + extraBufferCapacity must be at least 1 with a drop policy — with "
        + "no buffer a value emitted during a delivery or to a lagging consumer would always be "
        + "dropped; use extraBufferCapacity: 1 or more, or onBufferOverflow: .suspend (a rendezvous)")
    self.replay = replay
    self.extraBufferCapacity = extraBufferCapacity
    self.onBufferOverflow = onBufferOverflow
    self.capacity = overflowed ? .max : sum
    room = onBufferOverflow == .dropOldest ? nil : _SharedFlowRoom(capacity: capacity)
    list = _SubscriberList(ledger: ledger)
    lock = list.lock
  }

  deinit { list.detachAll() }

  /// The values a new subscriber would receive first, oldest first: the
  /// last ``replay`` values emitted — not counting a value that
  /// `.dropLatest` dropped, which nobody got.
  public var replayCache: [Element] { lock.withLock { replayBuffer.elements } }

  /// The number of live subscriptions, as a flow (not conflated; see
  /// ``StateFlow/subscriptionCount``).
  public var subscriptionCount: SharedFlow<Int> { list.subscriptionCount() }

  /// The number of live subscriptions now, read without subscribing.
  public var currentSubscriptionCount: Int { list.liveCount }

  /// Calls `receive` with the replayed values, then with every value
  /// emitted after this call, until the returned cancellable is cancelled.
  ///
  /// During a running delivery, the replay reaches `receive` from that
  /// delivery, before it returns; values that were waiting for it when this
  /// subscriber came are not delivered to it (they are in its replay if
  /// they are among the last ``replay``).
  public func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Element) -> Void
  ) -> any Cancellable {
    _subscribe(at: site, receive, end: nil)
  }

  /// Subscribes as ``subscribe(at:_:)`` does, with `end` linked before the
  /// replay is delivered: a subscriber that cancels its end during its
  /// replay gets no more of it and is gone at once.
  public func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Element) -> Void,
    end: SubscriptionEnd<Never>
  ) -> any Cancellable {
    _ = _subscribe(at: site, receive, end: end)
    return end
  }

  private func _subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Element) -> Void,
    end: SubscriptionEnd<Never>?
  ) -> any Cancellable {
    let ticket = list.enterLedger(site, kind: "SharedFlow", of: Element.self)
    let subscription = _Subscriber(list: list, ticket: ticket, receive: receive)
    lock.lock()
    let countChanged = list.insertLocked(subscription)
    if list.delivering {
      arrivals.append(Arrival(subscription: subscription, replayed: replayBuffer.elements, from: queued))
      lock.unlock()
      end?.link(subscription)
    } else {
      list.delivering = true
      let replayed = replayBuffer.elements
      lock.unlock()
      end?.link(subscription)
      for value in replayed where !subscription.deliver(value) { break }
      _drain()
    }
    if countChanged { list.publishCount() }
    return subscription
  }

  /// A lagging `for await` consumer gets a buffer of
  /// `replay + extraBufferCapacity` values with ``onBufferOverflow``.
  public var valuesBuffering: FlowBuffering { .bounded(capacity, overflow: onBufferOverflow) }

  /// One subscription per iterator. With `.suspend`, a consumer with the
  /// flow's own buffering makes `send` wait while it is full.
  public func values(at site: SubscriptionSite, buffering: FlowBuffering?) -> FlowValues<Element> {
    let counted = buffering == nil || buffering == valuesBuffering
    return FlowValues(
      self, buffering: buffering ?? valuesBuffering, site: site, handBack: nil, room: counted ? room : nil)
  }

  // MARK: Emitting (used by MutableSharedFlow)

  final func _emit(_ value: Element) {
    lock.lock()
    if dropsLatestLocked() {
      lock.unlock()
      return
    }
    record(value)
    if list.delivering {
      queueLocked(value)
      lock.unlock()
      return
    }
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
    if dropsLatestLocked() { return false }
    record(value)
    queueLocked(value)
    if list.delivering { return false }
    list.delivering = true
    return true
  }

  /// Runs, as the delivering call stack, until nothing is owed to anyone.
  @usableFromInline final func _drain() {
    while true {
      lock.lock()
      if !arrivals.isEmpty {
        let fresh = arrivals
        arrivals = []
        let head = queued - UInt64(pending.count)
        for arrival in fresh where arrival.from > head {
          skipping.append(arrival)
          skippingIDs.insert(ObjectIdentifier(arrival.subscription))
        }
        lock.unlock()
        for arrival in fresh {
          for value in arrival.replayed where !arrival.subscription.deliver(value) { break }
        }
      } else if !pending.isEmpty {
        let position = queued - UInt64(pending.count)
        let value = pending.popFirst()!
        if pendingFull, let room, pending.count < room.threshold {
          pendingFull = false
          room.becameRoomy()
        }
        let snapshot = skipping.isEmpty ? list.nodes : recipientsLocked(of: position)
        lock.unlock()
        snapshot._deliver(value)
      } else {
        list.delivering = false
        skipping = []
        skippingIDs = []
        lock.unlock()
        return
      }
    }
  }

  /// The subscribers owed the queued value at `position`: all but arrivals
  /// that came after it was emitted. Caller holds the lock.
  private func recipientsLocked(of position: UInt64) -> ContiguousArray<_SubscriberNode> {
    // Positions only grow: an arrival reached is owed everything from now on.
    let reached = skipping.prefix { $0.from <= position }.count
    if reached > 0 {
      for arrival in skipping[..<reached] { skippingIDs.remove(ObjectIdentifier(arrival.subscription)) }
      skipping.removeFirst(reached)
    }
    if skipping.isEmpty { return list.nodes }
    return list.nodes.filter { !skippingIDs.contains(ObjectIdentifier($0)) }
  }

  /// Whether a value emitted now is dropped for everyone: the policy is
  /// `.dropLatest` and a subscriber is full (a `values` consumer of this
  /// flow, or the queue of the running delivery), as kotlinx's
  /// `DROP_LATEST` drops a value that finds its one buffer full. Caller
  /// holds the lock.
  private func dropsLatestLocked() -> Bool {
    guard onBufferOverflow == .dropLatest, let room else { return false }
    return pendingFull || !room.hasRoom
  }

  /// Adds an emitted value to the replay buffer. Caller holds the lock.
  private func record(_ value: Element) {
    guard replay > 0 else { return }
    replayBuffer.append(value, capacity: replay, overflow: .dropOldest)
  }

  /// Queues a value for the running (or starting) delivery, applying the
  /// overflow policy. Caller holds the lock.
  private func queueLocked(_ value: Element) {
    if pending.append(value, capacity: capacity, overflow: onBufferOverflow) { queued &+= 1 }
    if let room, !pendingFull, pending.count >= room.threshold {
      pendingFull = true
      room.becameFull()
    }
  }

  /// Clears the replay buffer (Kotlin's `resetReplayCache`).
  final func _resetReplayCache() {
    lock.withLock { replayBuffer.removeAll() }
  }
}
