/// Something that can be stopped: a subscription, a task, a timer.
///
/// `cancel()` is idempotent: the second and later calls do nothing. A
/// cancellable does **not** cancel itself when released — a forgotten
/// subscription keeps running, which is exactly the leak ArchLab's probes are
/// built to catch. Keep tokens in a ``CancellableBag`` to tie them to an
/// owner's lifetime.
///
/// ```swift
/// let bag = CancellableBag()
/// flow.subscribe { print($0) }.store(in: bag)
/// bag.cancel()  // or let the bag go
/// ```
public protocol Cancellable: AnyObject, Sendable {
  /// Stops the work. Safe to call more than once and from any thread.
  ///
  /// For a flow subscription: once `cancel()` returns, no value emitted
  /// after that reaches the subscriber, and no delivery that starts after
  /// that calls it. A delivery already running on another thread may still
  /// make one last call that it had begun (it had checked the subscription
  /// before the cancel); `cancel()` does not wait for it, so it cannot
  /// deadlock on a lock that callback needs.
  func cancel()

  /// Whether the work was stopped. Owners (``CancellableBag``, scopes) drop
  /// what reads `true`; the default, `false`, keeps an item until its
  /// owner ends.
  var isCancelled: Bool { get }
}

extension Cancellable {
  /// `false`: an owner cannot tell, so it keeps the item until it ends.
  public var isCancelled: Bool { false }
}

extension Cancellable {
  /// Adds this cancellable to `bag`, which cancels it with the others.
  public func store(in bag: CancellableBag) {
    bag.insert(self)
  }
}
