import Synchronization

/// The two ways one subscription to a flow can end, in one object: the
/// flow ends it by calling ``complete(_:)``, the subscriber ends it by
/// calling ``cancel()``. Whichever comes first wins; the other does nothing.
///
/// A subscriber passes one to ``Flow/subscribe(at:_:end:)`` and hears the
/// completion through it. A source checks ``isActive`` between values, so a
/// subscriber that stops early (`take(1)`, `first()`) stops a source that
/// delivers during `subscribe`, before its token exists. Operators pass it
/// on, or make one of their own for their upstream when they end
/// differently from it (`take`, `catch`, `retry`).
///
/// ```swift
/// let end = SubscriptionEnd<LoadError> { completion in print(completion) }
/// let token = flow.subscribe(at: SubscriptionSite(label: "load"), { print($0) }, end: end)
/// ```
public final class SubscriptionEnd<Failure: Error>: Cancellable, @unchecked Sendable {
  // `lock` guards `onCompletion` and `linked`; `ended` is atomic so a
  // source can check it between values without taking the lock.
  private let lock = _Lock()
  @usableFromInline let ended = Atomic<Bool>(false)
  @exclusivity(unchecked) private var onCompletion: (@Sendable (FlowCompletion<Failure>) -> Void)?
  @exclusivity(unchecked) private var linked: [any Cancellable] = []
  /// Nobody but the returned token can cancel it, so a flow need not check
  /// it before each value it delivers during `subscribe`.
  @usableFromInline let _isPrivate: Bool

  /// An end that calls `onCompletion` once, when the flow finishes or fails
  /// (not when the subscriber cancels).
  public init(_ onCompletion: @escaping @Sendable (FlowCompletion<Failure>) -> Void = { _ in }) {
    self.onCompletion = onCompletion
    _isPrivate = false
  }

  /// An end only the subscription's own token reaches.
  @usableFromInline init(private: Void) {
    onCompletion = nil
    _isPrivate = true
  }

  deinit { lock.deallocate() }

  /// False once the flow completed or the subscriber cancelled: a source
  /// stops producing.
  @inlinable public var isActive: Bool { !ended.load(ordering: .acquiring) }

  /// True once the subscription ended, either way.
  public var isCancelled: Bool { !isActive }

  /// Ends the subscription from the flow's side: cancels what was linked
  /// to it, then tells the subscriber. Does nothing after the first end.
  public func complete(_ completion: FlowCompletion<Failure>) {
    guard let (action, linked) = close() else { return }
    for item in linked { item.cancel() }
    action?(completion)
  }

  /// Ends the subscription from the subscriber's side: cancels what was
  /// linked to it. The subscriber hears no completion.
  public func cancel() {
    _ = _cancelIfActive()
  }

  /// Cancels, reporting whether this call ended the subscription (false
  /// when it had completed or been cancelled already).
  func _cancelIfActive() -> Bool {
    guard let (_, linked) = close() else { return false }
    for item in linked { item.cancel() }
    return true
  }

  /// Cancels `cancellable` when this subscription ends, either way — at
  /// once if it has ended already. A flow links its upstream token here.
  public func link(_ cancellable: any Cancellable) {
    lock.lock()
    if ended.load(ordering: .relaxed) {
      lock.unlock()
      cancellable.cancel()
      return
    }
    linked.append(cancellable)
    lock.unlock()
  }

  /// Marks the end once; returns what the caller must run, outside the lock.
  private func close() -> ((@Sendable (FlowCompletion<Failure>) -> Void)?, [any Cancellable])? {
    lock.lock()
    if ended.load(ordering: .relaxed) {
      lock.unlock()
      return nil
    }
    ended.store(true, ordering: .releasing)
    let action = onCompletion
    let items = linked
    onCompletion = nil
    linked = []
    lock.unlock()
    return (action, items)
  }
}
