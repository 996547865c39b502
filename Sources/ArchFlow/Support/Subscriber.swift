import Synchronization

/// One subscription to a hot flow: its slot in the flow's list, its ledger
/// ticket, and whether it was cancelled. It is the cancellable handed back
/// to the subscriber.
///
/// Non-generic on purpose: cancelling goes through an existential
/// `Cancellable`, and non-generic code needs no runtime type lookups. The
/// node holds the flow's ``_SubscriberList``, not the flow, so a forgotten
/// subscription does not keep its flow alive; a dying flow detaches its
/// nodes.
@usableFromInline
class _SubscriberNode: Cancellable, @unchecked Sendable {
  // `index` is guarded by `list.lock`; the rest is immutable or atomic.
  @usableFromInline let list: _SubscriberList
  @usableFromInline let ticket: UInt64
  /// Its place in the list; -1 while not in it, ``detached`` once its flow died.
  @usableFromInline @exclusivity(unchecked) var index = -1
  /// The `index` of a node its dying flow took out: no longer listed, but
  /// maybe not yet out of the ledger.
  static let detached = -2
  @usableFromInline let cancelled = Atomic<Bool>(false)

  @inlinable
  init(list: _SubscriberList, ticket: UInt64) {
    self.list = list
    self.ticket = ticket
  }

  @inlinable var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

  @inlinable func markCancelled() { cancelled.store(true, ordering: .releasing) }

  /// Called when the flow dies with this subscription still in its list.
  func detach(from ledger: SubscriptionLedger) {
    if !cancelled.exchange(true, ordering: .acquiringAndReleasing) {
      ledger.leave(ticket)
    }
  }

  @usableFromInline func cancel() {
    list.remove(self)
  }
}

/// A subscription with its callback.
@usableFromInline
final class _Subscriber<Element: Sendable>: _SubscriberNode, @unchecked Sendable {
  // Adds one immutable field; the node's own state is guarded as it says.
  @usableFromInline let receive: @Sendable (Element) -> Void

  @inlinable
  init(list: _SubscriberList, ticket: UInt64, receive: @escaping @Sendable (Element) -> Void) {
    self.receive = receive
    super.init(list: list, ticket: ticket)
  }

  /// Calls the subscriber unless it was cancelled; returns whether it did.
  @inlinable @inline(__always) @discardableResult
  func deliver(_ value: Element) -> Bool {
    if cancelled.load(ordering: .acquiring) { return false }
    receive(value)
    return true
  }
}

extension ContiguousArray where Element == _SubscriberNode {
  /// Calls every subscriber in this snapshot that is not cancelled.
  @inlinable
  func _deliver<Value: Sendable>(_ value: Value) {
    // The snapshot keeps every subscriber alive for the whole loop, so each
    // is used through a guaranteed reference: no retain and release per
    // subscriber (a cast or `for in` would add both, tripling the cost).
    var index = 0
    while index < count {
      _ = Unmanaged.passUnretained(unsafeDowncast(self[index], to: _Subscriber<Value>.self))
        ._withUnsafeGuaranteedRef { $0.deliver(value) }
      index += 1
    }
  }
}
