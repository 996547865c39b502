extension Flow where Element: Equatable {
  /// A hot ``StateFlow`` holding this flow's latest value, shared by all
  /// its subscribers, with the upstream subscription owned by `scope`.
  ///
  /// The state starts at `initial`. `started` decides when the upstream is
  /// subscribed: at once (`.eagerly`), with the first subscriber
  /// (`.lazily`), or only while somebody subscribes (`.whileSubscribed`,
  /// which keeps it through a rotation when given a stop timeout). The
  /// state keeps its last value when the upstream stops.
  ///
  /// ```swift
  /// let state = repository.user(id).map(ProfileState.init)
  ///   .stateIn(scope, initial: .loading, started: .whileSubscribed(
  ///     stopTimeout: .seconds(5), clock: clock))
  /// ```
  public func stateIn(
    _ scope: FlowScope,
    initial: Element,
    started: SharingStarted,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> StateFlow<Element> {
    let site = SubscriptionSite(label: "stateIn", fileID: fileID, line: line)
    let state = MutableStateFlow(initial)
    let sharing = _Sharing(upstream: AnyFlow(self), state: state, scope: scope, site: site)
    switch started.policy {
    case .eagerly:
      sharing.start()
    case .lazily:
      sharing.observeSubscribers(stopAfter: nil)
    case .whileSubscribed(let stopTimeout, let clock):
      sharing.observeSubscribers(stopAfter: (stopTimeout, clock))
    }
    return state
  }
}

/// Starts and stops one `stateIn` upstream as subscribers come and go.
final class _Sharing<Element: Sendable & Equatable>: @unchecked Sendable {
  // @unchecked Sendable: every stored var is guarded by `lock` (below).
  private let upstream: AnyFlow<Element>
  private let state: MutableStateFlow<Element>
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

  init(upstream: AnyFlow<Element>, state: MutableStateFlow<Element>, scope: FlowScope, site: SubscriptionSite) {
    self.upstream = upstream
    self.state = state
    self.scope = scope
    self.site = site
    // One registration for the scope's whole life, however often the
    // upstream restarts: ending the scope stops the current one. It holds
    // the sharing strongly, which is what keeps an eager one alive.
    scope.own(ActionCancellable { self.stop(ifStill: nil) })
  }

  deinit { lock.deallocate() }

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
    let state = self.state
    let token = upstream.subscribe(at: site) { state.value = $0 }
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
    let counter = state.subscriptionCount.subscribe(at: site) { count in
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
    let timer = scope.launch { [weak self] in
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
