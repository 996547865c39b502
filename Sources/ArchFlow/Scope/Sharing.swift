/// Starts and stops one shared upstream (`stateIn`, `shareIn`) as
/// subscribers come and go, delivering its values to the hot flow.
final class _Sharing<Element: Sendable>: @unchecked Sendable {
  // @unchecked Sendable: every stored var is guarded by `lock` (below),
  // except `effects`, written once in `init` and only read after.
  private let upstream: AnyFlow<Element>
  /// Hands an upstream value to the hot flow.
  private let deliver: @Sendable (Element) -> Void
  /// Forgets the hot flow's replay when it expires (`replayExpiration`).
  private let resetReplay: @Sendable () -> Void
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
  private var expiryTimer: (any Cancellable)?
  /// The scope ended: a timer set from now on is cancelled at once.
  private var ended = false
  /// Bumped on every start and stop request, so a late timer does nothing.
  private var generation: UInt64 = 0
  /// Runs starts and replay resets one at a time, in order: a reset that
  /// raced a start cannot wipe the value the restarted upstream just gave.
  /// Set once in `init`.
  private var effects: _Relay<Effect>!

  private enum TimerKind {
    case stop
    case expiry
  }

  private enum Effect: Sendable {
    case start
    case expire(generation: UInt64)
  }

  init(
    upstream: AnyFlow<Element>, deliver: @escaping @Sendable (Element) -> Void,
    resetReplay: @escaping @Sendable () -> Void, subscriptionCount: SharedFlow<Int>,
    scope: FlowScope, site: SubscriptionSite
  ) {
    self.upstream = upstream
    self.deliver = deliver
    self.resetReplay = resetReplay
    self.subscriptionCount = subscriptionCount
    self.scope = scope
    self.site = site
    effects = _Relay { [unowned self] effect in
      switch effect {
      case .start: self.performStart()
      case .expire(let expected): self.performExpiry(ifStill: expected)
      }
    }
    // One registration for the scope's whole life, however often the
    // upstream restarts: ending the scope stops the current one and its
    // timers. It holds the sharing strongly, which is what keeps an eager
    // one alive.
    scope.own(ActionCancellable { self.end() })
  }

  deinit { lock.deallocate() }

  /// Applies the sharing strategy: subscribe now, or follow the subscribers.
  func begin(_ started: SharingStarted) {
    switch started.policy {
    case .eagerly:
      start()
    case .lazily:
      observeSubscribers(stopAfter: nil)
    case .whileSubscribed(let stopTimeout, let replayExpiration, let clock):
      observeSubscribers(stopAfter: (stopTimeout, replayExpiration, _SharingClock(clock)))
    }
  }

  /// Subscribes upstream unless already subscribed: at once, or after the
  /// start or reset another thread is running.
  func start() {
    effects.send(.start)
  }

  private func performStart() {
    lock.lock()
    generation &+= 1
    // Two locals, not an array of them: a subscriber coming back on every
    // rotation would allocate one each time.
    let pending = (stop: stopTimer, expiry: expiryTimer)
    stopTimer = nil
    expiryTimer = nil
    let needed = subscription == nil
    lock.unlock()
    pending.stop?.cancel()
    pending.expiry?.cancel()
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
  /// unconditionally when `expected` is nil; returns whether it stopped.
  @discardableResult
  func stop(ifStill expected: UInt64?) -> Bool {
    lock.lock()
    guard expected == nil || generation == expected else {
      lock.unlock()
      return false
    }
    let token = subscription
    subscription = nil
    stopTimer = nil
    lock.unlock()
    token?.cancel()
    return true
  }

  /// The scope ended: stops the upstream and cancels the timers, now and
  /// any set later.
  private func end() {
    lock.lock()
    ended = true
    let pending = (stop: stopTimer, expiry: expiryTimer)
    stopTimer = nil
    expiryTimer = nil
    lock.unlock()
    pending.stop?.cancel()
    pending.expiry?.cancel()
    stop(ifStill: nil)
  }

  /// Follows the state's subscription count; `stopAfter` nil means never stop.
  func observeSubscribers(stopAfter: (Duration, Duration?, _SharingClock)?) {
    // Captured strongly: the scope keeps this observer, and with it the
    // sharing, until the scope is cancelled.
    let counter = subscriptionCount.subscribe(at: site) { count in
      if count > 0 {
        self.start()
      } else if let (timeout, expiration, clock) = stopAfter {
        self.scheduleStop(after: timeout, expiringReplayAfter: expiration, on: clock)
      }
    }
    scope?.own(counter)
  }

  private func scheduleStop(
    after timeout: Duration, expiringReplayAfter expiration: Duration?, on clock: _SharingClock
  ) {
    lock.lock()
    generation &+= 1
    let expected = generation
    let previous = stopTimer
    stopTimer = nil
    let running = subscription != nil
    lock.unlock()
    previous?.cancel()
    guard running else { return }
    let timer = after(timeout, on: clock, "sharing.stopTimer") { sharing in
      if sharing.stop(ifStill: expected) { sharing.scheduleExpiry(after: expiration, on: clock, expected: expected) }
    }
    keep(timer, as: .stop, ifStill: expected)
  }

  /// After a stop, forgets the replay once `expiration` has passed with no
  /// new start (`nil`: never).
  private func scheduleExpiry(after expiration: Duration?, on clock: _SharingClock, expected: UInt64) {
    guard let expiration else { return }
    let timer = after(expiration, on: clock, "sharing.replayExpiration") { sharing in
      sharing.effects.send(.expire(generation: expected))
    }
    keep(timer, as: .expiry, ifStill: expected)
  }

  /// Runs `action` after `delay` on `clock`: at once for zero, else in a
  /// task of the scope, which it returns (nil when it ran at once, or the
  /// scope is gone). On a ``TestClock`` it is the clock's own timer, kept
  /// by the sharing (`keep`) and cancelled when the scope ends (`end()`),
  /// instead of a task: a stop timer is set and cancelled on every
  /// rotation, and a task each time was a fifth of a ticker rotation.
  private func after(
    _ delay: Duration, on clock: _SharingClock, _ label: String,
    _ action: @escaping @Sendable (_Sharing) -> Void
  ) -> (any Cancellable)? {
    if delay == .zero {
      action(self)
      return nil
    }
    if let testClock = clock.test {
      // Not put in the scope's bag, an entry every rotation.
      guard scope != nil else { return nil }
      return testClock._schedule(at: testClock.now.advanced(by: delay)) { [weak self] in
        if let self { action(self) }
      }
    }
    let clock = clock.clock
    return scope?.launch(label) { [weak self] in
      do {
        try await clock._sleepInSteps(for: delay)
      } catch {
        return  // cancelled: a subscriber came back, or the scope ended
      }
      if let self { action(self) }
    }
  }

  /// Keeps `timer` where the next start cancels it, unless a start or stop
  /// request came after `expected` or the scope has ended: then the timer
  /// is stale and goes now.
  /// (A case, not a key path: on a generic class a key path is built at
  /// run time on every call, a twentieth of a ticker's scale cycle.)
  private func keep(_ timer: (any Cancellable)?, as kind: TimerKind, ifStill expected: UInt64) {
    guard let timer else { return }
    lock.lock()
    let current = generation == expected && !ended
    if current {
      switch kind {
      case .stop: stopTimer = timer
      case .expiry: expiryTimer = timer
      }
    }
    lock.unlock()
    if !current { timer.cancel() }
  }

  /// Forgets the replay unless a start came after the stop it expires.
  private func performExpiry(ifStill expected: UInt64) {
    if lock.withLock({ generation == expected }) { resetReplay() }
  }
}
