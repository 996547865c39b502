/// A set of cancellables cancelled together, on ``cancel()`` or when the bag
/// is released.
///
/// A bag is the usual owner of a screen's subscriptions: the presenter or
/// view model keeps one and cancels it when detached or cleared. Inserting
/// into a bag that was already cancelled cancels the newcomer at once, so
/// nothing subscribed late outlives its owner. Items cancelled on their
/// own are dropped as new ones come in, so a bag that lives as long as a
/// screen holds what is still live (give or take a factor of 2), not every
/// subscription the screen ever made.
///
/// ```swift
/// let bag = CancellableBag()
/// state.subscribe { render($0) }.store(in: bag)
/// bag.cancel()
/// ```
public final class CancellableBag: Cancellable, @unchecked Sendable {
  // `lock` guards every stored var below.
  private let lock = _Lock()
  @exclusivity(unchecked) private var items: [any Cancellable] = []
  @exclusivity(unchecked) private var cancelled = false
  /// Bumped by every drain, so a prune that ran meanwhile knows its items were drained too.
  @exclusivity(unchecked) private var drains = 0
  /// The count at which `insert` next drops the items already cancelled.
  @exclusivity(unchecked) private var pruneAt = CancellableBag.firstPrune
  @exclusivity(unchecked) private var pruning = false

  static let firstPrune = 32

  /// Creates an empty bag.
  public init() {}

  deinit {
    let pending = items
    items = []
    for item in pending { item.cancel() }
    lock.deallocate()
  }

  /// The number of cancellables held (cancelled bags hold none). Items
  /// cancelled on their own count until the next prune.
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
    guard items.count >= pruneAt, !pruning else {
      lock.unlock()
      return
    }
    // The items stay in the bag while they are checked, so a drain meanwhile
    // still cancels every one of them before it returns.
    pruning = true
    let candidates = items
    let drainsBefore = drains
    lock.unlock()
    // Outside the lock: an item's `isCancelled` may take the item's own lock.
    let live = candidates.map { !$0.isCancelled }
    lock.lock()
    pruning = false
    if drains == drainsBefore {
      // Only appended to since the copy: its items are the first ones.
      var kept: [any Cancellable] = []
      for (item, isLive) in zip(candidates, live) where isLive { kept.append(item) }
      items = kept + items[candidates.count...]
      pruneAt = max(Self.firstPrune, 2 * items.count)
    }
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
    drains += 1
    let pending = items
    items = []
    pruneAt = Self.firstPrune
    lock.unlock()
    // Outside the lock: a cancellation may call back into this bag.
    for item in pending { item.cancel() }
  }
}
