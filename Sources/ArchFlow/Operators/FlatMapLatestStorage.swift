/// One `flatMapLatest` subscription: the current inner subscription, its
/// generation, and delivery of its values through the relay.
///
/// Each upstream value bumps the generation, drops queued values of the
/// previous inner flow and cancels its subscription. An inner value is
/// sent only if its generation is still current, checked under the same
/// lock that bumps it, so a superseded inner flow's values are never
/// delivered, even when they race in from another thread.
final class _FlatMapLatestStorage<Element: Sendable, Inner: Flow>: _Relay<Inner.Element>, @unchecked Sendable {
  // `lock` (the relay's) guards `generation` and `inner`; the rest is immutable.
  private var generation: UInt64 = 0
  private var inner: (any Cancellable)?
  private let transform: @Sendable (Element) -> Inner
  private let site: SubscriptionSite

  init(
    site: SubscriptionSite,
    transform: @escaping @Sendable (Element) -> Inner,
    receive: @escaping @Sendable (Inner.Element) -> Void
  ) {
    self.site = site
    self.transform = transform
    super.init(receive)
  }

  /// An upstream value: switches to the flow `transform` makes of it.
  func valueArrived(_ value: Element) {
    lock.lock()
    if isClosedLocked {
      lock.unlock()
      return
    }
    generation &+= 1
    let current = generation
    let superseded = inner
    inner = nil
    dropQueuedLocked()
    lock.unlock()
    superseded?.cancel()

    let flow = transform(value)
    // The inner end is held before subscribing, so a newer value (or a
    // cancel) during `subscribe` stops an inner source that delivers there.
    let end = SubscriptionEnd<Inner.Failure>()
    lock.lock()
    let isStale = isClosedLocked || generation != current
    if !isStale { inner = end }
    lock.unlock()
    if isStale { return }
    _ = flow.subscribe(
      at: site,
      { [self] innerValue in
        self.innerValueArrived(innerValue, generation: current)
      }, end: end)
  }

  private func innerValueArrived(_ value: Inner.Element, generation: UInt64) {
    lock.lock()
    guard generation == self.generation else {
      lock.unlock()
      return
    }
    sendUnlocking(value)
  }

  override func closeLocked() -> (@Sendable () -> Void)? {
    generation &+= 1
    guard let inner else { return nil }
    self.inner = nil
    return { inner.cancel() }
  }
}
