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
  func cancel()
}

extension Cancellable {
  /// Adds this cancellable to `bag`, which cancels it with the others.
  public func store(in bag: CancellableBag) {
    bag.insert(self)
  }
}
