/// Ordered, serialized delivery from a stateful operator to one downstream
/// callback; also the downstream's cancellable.
///
/// Items are handled one at a time, in the order they were queued, outside
/// the lock and never recursively: whoever sends to an idle relay becomes
/// the draining call stack and handles every item queued meanwhile — from
/// other threads, or reentrantly from the downstream callback itself —
/// before it returns. `handle` therefore runs on one call stack at a time,
/// and state it captures needs no lock of its own.
///
/// Cancelling closes the relay (queued items are dropped, `handle` is
/// released and never called again from the cancelling thread's point of
/// view), then cancels the upstream subscriptions it was given. Subclasses
/// keep their own state behind the same `lock`, send with
/// ``sendUnlocking(_:)`` and release resources in ``closeLocked()``.
class _Relay<Item: Sendable>: Cancellable, @unchecked Sendable {
  // `lock` guards every stored var below, and the stored vars of subclasses;
  // so the runtime's exclusivity checks are left out (unchecked).
  let lock = _Lock()
  @exclusivity(unchecked) private var queue = _Queue<Item>()
  @exclusivity(unchecked) private var draining = false
  @exclusivity(unchecked) private var handle: ((Item) -> Void)?
  /// Whether the relay was cancelled. Read under `lock`.
  @exclusivity(unchecked) private(set) var isClosedLocked = false
  /// The upstream subscriptions, cancelled with the relay.
  private let upstreams = CancellableBag()

  /// `handle` is called on the draining call stack only, outside `lock`.
  init(_ handle: @escaping (Item) -> Void) {
    self.handle = handle
  }

  deinit { lock.deallocate() }

  /// Whether ``cancel()`` has been called.
  final var isCancelled: Bool { lock.withLock { isClosedLocked } }

  /// Handles `item` now if the relay is idle, or queues it for the stack
  /// that is draining.
  final func send(_ item: Item) {
    lock.lock()
    sendUnlocking(item)
  }

  /// Runs `transition` under `lock` and sends what it returns, if anything,
  /// ordered with every other transition of the subclass's state.
  final func send(after transition: () -> Item?) {
    lock.lock()
    if let item = transition() {
      sendUnlocking(item)
    } else {
      lock.unlock()
    }
  }

  /// Sends `item` and releases `lock`, which the caller holds: an idle
  /// relay hands it to `handle` at once and then drains what arrived
  /// meanwhile; a draining one queues it for the stack that drains.
  ///
  /// An idle relay's queue is empty (a drain stops only when it is), so the
  /// item goes straight to `handle`, in order, and the queue is only asked
  /// whether it is empty: in an unspecialised relay every queue operation
  /// that stores or takes an item first looks up type metadata, which costs
  /// more than the delivery.
  final func sendUnlocking(_ item: Item) {
    if isClosedLocked {
      lock.unlock()
      return
    }
    if draining {
      queue.append(item)
      lock.unlock()
      return
    }
    draining = true
    let handle = handle  // set until `cancel`, which also closes the relay
    lock.unlock()
    handle?(item)
    drain()
  }

  /// Forgets the items queued and not yet handled. Caller holds `lock`.
  final func dropQueuedLocked() {
    queue.removeAll()
  }

  /// Handles queued items until none is left, then marks the relay idle.
  /// Call without holding `lock`, from the draining stack.
  final func drain() {
    while true {
      lock.lock()
      // `isEmpty` first: a pop that may find nothing makes an optional item,
      // a metadata lookup in an unspecialised relay.
      guard !isClosedLocked, let handle, !queue.isEmpty else {
        draining = false
        lock.unlock()
        return
      }
      let item = queue.removeFirst()
      lock.unlock()
      handle(item)
    }
  }

  /// Keeps `upstream` to cancel with the relay; cancels it at once if the
  /// relay is already cancelled.
  final func attach(_ upstream: any Cancellable) {
    upstreams.insert(upstream)
  }

  func cancel() {
    lock.lock()
    if isClosedLocked {
      lock.unlock()
      return
    }
    isClosedLocked = true
    queue.removeAll()
    handle = nil
    let cleanup = closeLocked()
    lock.unlock()
    upstreams.cancel()
    cleanup?()
  }

  /// Called under `lock` when the relay is cancelled; returns work to run
  /// after `lock` is released, such as cancelling a timer task.
  func closeLocked() -> (@Sendable () -> Void)? { nil }
}

/// A value or the end, passed through a relay so the end cannot overtake
/// a value queued before it.
enum _Signal<Element: Sendable, Failure: Error>: Sendable {
  case value(Element)
  case end(FlowCompletion<Failure>)
}

extension Flow {
  /// Subscribes so that `handle` sees the values one at a time, in arrival
  /// order, and `end` completes after the last of them; for operators that
  /// keep state between values.
  func _subscribeSerialized(
    at site: SubscriptionSite, end: SubscriptionEnd<Failure>, _ handle: @escaping (Element) -> Void
  ) -> any Cancellable {
    let relay = _Relay<_Signal<Element, Failure>> { signal in
      switch signal {
      case .value(let value): handle(value)
      case .end(let completion): end.complete(completion)
      }
    }
    end.link(relay)
    let upstreamEnd = SubscriptionEnd<Failure> { relay.send(.end($0)) }
    relay.attach(upstreamEnd)  // stops a source that delivers during `subscribe`
    relay.attach(subscribe(at: site, { relay.send(.value($0)) }, end: upstreamEnd))
    return end
  }
}

extension Flow {
  /// Subscribes an operator's input with an end that `owner` holds from the
  /// start, so cancelling the operator during `subscribe` stops a source
  /// that delivers there (`merge((1...).asFlow(), other).take(1)` returns).
  func _subscribe(
    at site: SubscriptionSite, heldBy owner: _Relay<some Sendable>, _ receive: @escaping @Sendable (Element) -> Void
  ) {
    let end = SubscriptionEnd<Failure>()
    owner.attach(end)
    owner.attach(subscribe(at: site, receive, end: end))
  }
}
