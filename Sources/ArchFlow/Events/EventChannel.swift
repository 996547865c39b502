/// One-shot UI events — navigate, show a message — each delivered exactly
/// once, to one collector.
///
/// Events sent while nobody collects are buffered and handed to the next
/// collector in order, so an event raised while the screen rotates reaches
/// the new view, once. With several collectors, each event goes to the
/// longest-standing one; a collector cancelled before an event was handed
/// to it never receives it.
///
/// ```swift
/// let events = EventChannel<LoginEvent>()
/// events.send(.navigateHome)            // buffered: nobody collects yet
/// let token = events.subscribe { event in route(event) }  // .navigateHome
/// token.cancel()
/// ```
///
/// - Complexity: sending is O(1); subscribing is O(1) and cancelling O(n)
///   in the number of collectors, which is one or two for a screen.
public final class EventChannel<Event: Sendable>: Flow, @unchecked Sendable {
  // @unchecked Sendable: `buffer` and the list are guarded by `list.lock`.
  /// A channel's elements are its events.
  public typealias Element = Event

  // `list.lock` (copied into `lock`) guards `buffer` and the list, whose
  // `nodes` are the collectors, oldest first.
  @usableFromInline let list: _SubscriberList
  private let lock: _Lock
  private var buffer = _Queue<Event>()

  /// Creates a channel with an unbounded buffer.
  ///
  /// - Parameter ledger: Where collectors are counted; by default
  ///   ``SubscriptionLedger/current``.
  public init(ledger: SubscriptionLedger = .current) {
    list = _SubscriberList(ledger: ledger, keepsOrder: true)
    lock = list.lock
  }

  deinit { list.detachAll() }

  /// Events sent and not yet handed to a collector.
  public var bufferedCount: Int { lock.withLock { buffer.count } }

  /// Hands `event` to the longest-standing collector, or buffers it.
  public func send(_ event: Event) {
    lock.lock()
    buffer.append(event)
    let mustDrain = claimDeliveryLocked()
    lock.unlock()
    if mustDrain { drain() }
  }

  /// Collects events: buffered ones first, then each new one, exactly once.
  @inlinable
  public func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Event) -> Void
  ) -> any Cancellable {
    _collect(_collector(at: site, receive), end: nil)
  }

  /// Collects as ``subscribe(at:_:)`` does, with `end` linked before the
  /// buffered events are handed out: a collector that ends on one of them
  /// (`take(1)`) leaves the rest buffered for the next collector.
  public func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Event) -> Void,
    end: SubscriptionEnd<Never>
  ) -> any Cancellable {
    _ = _collect(_collector(at: site, receive), end: end)
    return end
  }

  /// A collector entered in the ledger. Inlinable: made in the caller,
  /// specialised for its event type, it needs no run-time lookup of
  /// `_Subscriber<Event>`.
  @inlinable
  func _collector(at site: SubscriptionSite, _ receive: @escaping @Sendable (Event) -> Void) -> _Subscriber<Event> {
    let ticket = list.enterLedger(site, kind: "EventChannel", of: Event.self)
    return _Subscriber(list: list, ticket: ticket, receive: receive)
  }

  /// Puts `collector` in the list and hands it what is buffered.
  @usableFromInline
  func _collect(_ collector: _Subscriber<Event>, end: SubscriptionEnd<Never>?) -> any Cancellable {
    // Linked before it is in the list, so no event reaches a collector whose
    // end has ended (it would be lost); one that ended already comes out again.
    end?.link(collector)
    lock.lock()
    let countChanged = list.insertLocked(collector)
    let mustDrain = claimDeliveryLocked()
    lock.unlock()
    if collector.isCancelled { collector.cancel() }
    if mustDrain { drain() }
    if countChanged { list.publishCount() }
    return collector
  }

  /// Events for `for await`. A consumer that leaves (its loop ends, its
  /// task is cancelled) gives back the events it had received but not yet
  /// taken, at the front of the buffer and in order, so they reach the
  /// next collector: exactly once still holds across a rotation.
  /// Should a consumer leave at the very moment another thread hands it an
  /// event, that one event may be re-queued ahead of older untaken ones.
  ///
  /// This holds however the consumer was made — `values`,
  /// `values(label:)`, or through `AnyFlow` — but `buffering` is ignored:
  /// a channel never drops or conflates events. Only a consumer built on an
  /// operator chain (`channel.map { … }.values`) owns what it received.
  public func values(at site: SubscriptionSite, buffering: FlowBuffering?) -> FlowValues<Event> {
    FlowValues(
      self, buffering: .unbounded, site: site,
      handBack: { [weak self] events in self?.requeue(events) })
  }

  /// Puts untaken events back at the front of the buffer, in order.
  private func requeue(_ events: [Event]) {
    lock.lock()
    for event in events.reversed() { buffer.pushFront(event) }
    let mustDrain = claimDeliveryLocked()
    lock.unlock()
    if mustDrain { drain() }
  }

  /// Becomes the delivering call stack if there are events and collectors
  /// and nobody delivers yet. Caller holds `lock` and calls ``drain()``
  /// after releasing it when this returns true.
  private func claimDeliveryLocked() -> Bool {
    guard !list.delivering, !buffer.isEmpty, !list.nodes.isEmpty else { return false }
    list.delivering = true
    return true
  }

  /// Hands buffered events out one at a time until none is left or nobody
  /// collects.
  private func drain() {
    while true {
      lock.lock()
      guard let oldest = list.nodes.first, let event = buffer.popFirst() else {
        list.delivering = false
        lock.unlock()
        return
      }
      lock.unlock()
      if !unsafeDowncast(oldest, to: _Subscriber<Event>.self).deliver(event) {
        // Cancelled between the pick and the call: the event is not lost.
        lock.withLock { buffer.pushFront(event) }
      }
    }
  }
}
