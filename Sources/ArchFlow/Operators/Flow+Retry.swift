extension Flow {
  /// A flow that subscribes to this one again when it fails and
  /// `shouldRetry(failure, attempt)` says so (`attempt` counts from 1);
  /// kotlinx's `retryWhen`. Otherwise the failure reaches the subscriber.
  ///
  /// Values delivered before a failure are not taken back: a retried cold
  /// flow delivers from its start again. A flow that fails during
  /// `subscribe` is retried in a loop, not by recursion.
  ///
  /// ```swift
  /// let load = service.load(id).retry { error, attempt in error.isTransient && attempt < 3 }
  /// ```
  public func retry(
    when shouldRetry: @escaping @Sendable (Failure, _ attempt: Int) -> Bool
  ) -> AnyThrowingFlow<Element, Failure> {
    AnyThrowingFlow(buffering: valuesBuffering) { site, receive, end in
      let retrier = _Retrier(upstream: AnyThrowingFlow(self), site: site, receive: receive, end: end, shouldRetry)
      end.link(retrier)
      retrier.subscribe()
      return end
    }
  }

  /// A flow that subscribes to this one again after each failure, up to
  /// `retries` more times; the failure after that reaches the subscriber.
  public func retry(_ retries: Int) -> AnyThrowingFlow<Element, Failure> {
    checkUsage(retries >= 0, "retry: retries must be 0 or more, got \(retries)")
    return retry { _, attempt in attempt <= retries }
  }
}

/// Resubscribes an upstream after failures, one subscription at a time.
final class _Retrier<Element: Sendable, Failure: Error>: Cancellable, @unchecked Sendable {
  // `lock` guards the vars below; the lets are immutable.
  private let lock = _Lock()
  private let upstream: AnyThrowingFlow<Element, Failure>
  private let site: SubscriptionSite
  private let receive: @Sendable (Element) -> Void
  private let end: SubscriptionEnd<Failure>
  private let shouldRetry: @Sendable (Failure, Int) -> Bool
  private var attempts = 0
  private var current: SubscriptionEnd<Failure>?
  /// A `subscribe` call is running; a retry asked for meanwhile sets `again`.
  private var subscribing = false
  private var again = false

  init(
    upstream: AnyThrowingFlow<Element, Failure>, site: SubscriptionSite,
    receive: @escaping @Sendable (Element) -> Void, end: SubscriptionEnd<Failure>,
    _ shouldRetry: @escaping @Sendable (Failure, Int) -> Bool
  ) {
    self.upstream = upstream
    self.site = site
    self.receive = receive
    self.end = end
    self.shouldRetry = shouldRetry
  }

  deinit { lock.deallocate() }

  /// Subscribes upstream; a failure during the call loops here.
  func subscribe() {
    lock.lock()
    if subscribing {
      again = true
      lock.unlock()
      return
    }
    subscribing = true
    lock.unlock()
    while end.isActive {
      let attemptEnd = SubscriptionEnd<Failure> { [self] in ended($0) }
      lock.withLock { current = attemptEnd }
      if !end.isActive { attemptEnd.cancel() }  // cancelled meanwhile: `cancel()` may have missed it
      _ = upstream.subscribe(at: site, receive, end: attemptEnd)
      lock.lock()
      if !again {
        subscribing = false
        lock.unlock()
        return
      }
      again = false
      lock.unlock()
    }
    lock.withLock { subscribing = false }
  }

  private func ended(_ completion: FlowCompletion<Failure>) {
    guard case .failed(let failure) = completion else {
      end.complete(.finished)
      return
    }
    let attempt = lock.withLock {
      attempts += 1
      return attempts
    }
    if end.isActive, shouldRetry(failure, attempt) {
      subscribe()
    } else {
      end.complete(.failed(failure))
    }
  }

  func cancel() {
    lock.withLock { current }?.cancel()
  }
}
