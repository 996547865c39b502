/// Starts and stops one shared upstream (`stateIn`, `shareIn`) as
/// subscribers come and go, delivering its values to the hot flow.
final class _Sharing<Element: Sendable>: @unchecked Sendable {
  // @unchecked Sendable: every stored var is guarded by `lock` (below).
  private let upstream: AnyFlow<Element>
  /// Hands an upstream value to the hot flow.
  private let deliver: @Sendable (Element) -> Void
  /// The hot flow's subscriber count, which `lazily` and `whileSubscribed` follow.
  private let subscriptionCount: SharedFlow<Int>
  /// Weak: the scope owns this sharing (through its observer), not the
  /// other way round, so releasing the scope ends it.
  private weak let scope: FlowScope?
  private let site: SubscriptionSite
  // `lock` guards every stored var below.
  private let lock = _Lock()
  private var subscription: (any Cancellable)?
  private var stopTimer: (any Cancellable)?
  /// Bumped on every start and stop request, so a late timer does nothing.
  private var generation: UInt64 = 0

  init(
    upstream: AnyFlow<Element>, deliver: @escaping @Sendable (Element) -> Void, subscriptionCount: SharedFlow<Int>,
    scope: FlowScope, site: SubscriptionSite
  ) {
    self.upstream = upstream
    self.deliver = deliver
    self.subscriptionCount = subscriptionCount
    self.scope = scope
    self.site = site
    // One registration for the scope's whole life, however often the
    // upstream restarts: ending the scope stops the current one. It holds
    // the sharing strongly, which is what keeps an eager one alive.
    scope.own(ActionCancellable { self.stop(ifStill: nil) })
  }

  deinit { lock.deallocate() }

  /// Applies the sharing strategy: subscribe now, or follow the subscribers.
  func begin(_ started: SharingStarted) {
    switch started.policy {
    case .eagerly:
      start()
    case .lazily:
      observeSubscribers(stopAfter: nil)
    case .whileSubscribed(let stopTimeout, let clock):
      observeSubscribers(stopAfter: (stopTimeout, clock))
    }
  }

  /// Subscribes upstream unless already subscribed.
  func start() {
    lock.lock()
    generation &+= 1
    let timer = stopTimer
    stopTimer = nil
    let needed = subscription == nil
    lock.unlock()
    timer?.cancel()
    guard needed else { return }
    let token = upstream.subscribe(at: site, deliver)
    lock.lock()
    if subscription == nil, scope?.isCancelled == false {
      subscription = token
      lock.unlock()
    } else {
      lock.unlock()
      token.cancel()  // a racing start won
    }
  }

  /// Unsubscribes upstream if `expected` is still the latest request, or
  /// unconditionally when `expected` is nil.
  func stop(ifStill expected: UInt64?) {
    lock.lock()
    guard expected == nil || generation == expected else {
      lock.unlock()
      return
    }
    let token = subscription
    subscription = nil
    stopTimer = nil
    lock.unlock()
    token?.cancel()
  }

  /// Follows the state's subscription count; `stopAfter` nil means never stop.
  func observeSubscribers(stopAfter: (Duration, any Clock<Duration>)?) {
    // Captured strongly: the scope keeps this observer, and with it the
    // sharing, until the scope is cancelled.
    let counter = subscriptionCount.subscribe(at: site) { count in
      if count > 0 {
        self.start()
      } else if let (timeout, clock) = stopAfter {
        self.scheduleStop(after: timeout, on: clock)
      }
    }
    scope?.own(counter)
  }

  private func scheduleStop(after timeout: Duration, on clock: any Clock<Duration>) {
    lock.lock()
    generation &+= 1
    let expected = generation
    let previous = stopTimer
    stopTimer = nil
    let running = subscription != nil
    lock.unlock()
    previous?.cancel()
    guard running else { return }
    if timeout == .zero {
      stop(ifStill: expected)
      return
    }
    guard let scope else { return }
    let timer = scope.launch("sharing.stopTimer") { [weak self] in
      do {
        try await clock._sleepInSteps(for: timeout)
      } catch {
        return  // cancelled: a subscriber came back, or the scope ended
      }
      self?.stop(ifStill: expected)
    }
    lock.lock()
    if generation == expected { stopTimer = timer }
    lock.unlock()
  }
}
