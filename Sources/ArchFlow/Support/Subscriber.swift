import Synchronization

/// A hot flow that keeps ``_Subscriber`` nodes and can drop one.
protocol _SubscriberOwner<Element>: AnyObject, Sendable {
  associatedtype Element: Sendable
  func remove(_ subscriber: _Subscriber<Element>)
}

/// One subscriber of a hot flow: its callback, its slot, its ledger ticket.
///
/// The node is the cancellable handed back to the subscriber. It holds its
/// flow weakly: a subscription must not keep a flow alive, and the flow
/// holds its nodes until they are cancelled.
final class _Subscriber<Element: Sendable>: Cancellable, @unchecked Sendable {
  // `index` is guarded by the owning flow's lock; the rest is immutable or atomic.
  let receive: @Sendable (Element) -> Void
  let ticket: UInt64
  var index = -1
  private weak var owner: (any _SubscriberOwner<Element>)?
  private let cancelled = Atomic<Bool>(false)

  init(owner: any _SubscriberOwner<Element>, ticket: UInt64, receive: @escaping @Sendable (Element) -> Void) {
    self.owner = owner
    self.ticket = ticket
    self.receive = receive
  }

  var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  /// Calls the subscriber unless it was cancelled; returns whether it did.
  @inline(__always) @discardableResult
  func deliver(_ value: Element) -> Bool {
    if cancelled.load(ordering: .acquiring) { return false }
    receive(value)
    return true
  }

  func markCancelled() { cancelled.store(true, ordering: .releasing) }

  /// Called by a dying flow for each subscription it still holds.
  func detach(from ledger: SubscriptionLedger) {
    if !cancelled.exchange(true, ordering: .acquiringAndReleasing) {
      ledger.leave(ticket)
    }
  }

  func cancel() {
    if let owner {
      owner.remove(self)
    } else {
      markCancelled()
    }
  }
}

extension ContiguousArray {
  /// Appends `subscriber` and records its slot. Caller holds the flow's lock.
  mutating func _insert<E>(_ subscriber: _Subscriber<E>) where Element == _Subscriber<E> {
    subscriber.index = count
    append(subscriber)
  }

  /// Swap-removes `subscriber` in O(1); false if it was already removed.
  /// Caller holds the flow's lock.
  mutating func _remove<E>(_ subscriber: _Subscriber<E>) -> Bool where Element == _Subscriber<E> {
    let index = subscriber.index
    guard index >= 0 else { return false }
    let last = removeLast()
    if last !== subscriber {
      self[index] = last
      last.index = index
    }
    subscriber.index = -1
    subscriber.markCancelled()
    return true
  }
}
