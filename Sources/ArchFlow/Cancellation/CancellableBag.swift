/// A set of cancellables cancelled together, on ``cancel()`` or when the bag
/// is released.
///
/// A bag is the usual owner of a screen's subscriptions: the presenter or
/// view model keeps one and cancels it when detached or cleared. Inserting
/// into a bag that was already cancelled cancels the newcomer at once, so
/// nothing subscribed late outlives its owner.
///
/// ```swift
/// let bag = CancellableBag()
/// state.subscribe { render($0) }.store(in: bag)
/// bag.cancel()
/// ```
public final class CancellableBag: Cancellable, @unchecked Sendable {
  // `lock` guards `items` and `cancelled`.
  private let lock = _Lock()
  private var items: [any Cancellable] = []
  private var cancelled = false

  /// Creates an empty bag.
  public init() {}

  deinit {
    let pending = items
    items = []
    for item in pending { item.cancel() }
    lock.deallocate()
  }

  /// The number of cancellables held (cancelled bags hold none).
  public var count: Int { lock.withLock { items.count } }

  /// Whether ``cancel()`` has been called.
  public var isCancelled: Bool { lock.withLock { cancelled } }

  /// Adds `cancellable`; if the bag is already cancelled, cancels it instead.
  public func insert(_ cancellable: any Cancellable) {
    lock.lock()
    if cancelled {
      lock.unlock()
      cancellable.cancel()
      return
    }
    items.append(cancellable)
    lock.unlock()
  }

  /// Cancels everything in the bag and every later insertion. Idempotent.
  public func cancel() {
    drain(closing: true)
  }

  /// Cancels everything in the bag but keeps it open for new insertions
  /// (RxJava's `CompositeDisposable.clear()`): an attachment-scoped bag uses
  /// this on detach and is filled again on the next attach.
  public func cancelAll() {
    drain(closing: false)
  }

  private func drain(closing: Bool) {
    lock.lock()
    if closing { cancelled = true }
    let pending = items
    items = []
    lock.unlock()
    // Outside the lock: a cancellation may call back into this bag.
    for item in pending { item.cancel() }
  }
}
