extension Flow where Failure == Never {
  /// A flow that delivers at most one value per `interval` on `clock`.
  ///
  /// Mirrors Combine's `throttle(for:scheduler:latest:)`:
  /// - A value that arrives when nothing was delivered in the last
  ///   `interval` (the first value, say) is delivered at once.
  /// - A value that arrives sooner is held until `interval` has passed
  ///   since the last delivery. Of the values arriving meanwhile, the one
  ///   delivered then is the latest if `latest` is true, otherwise the
  ///   first; the others are dropped.
  /// - Each delivery starts a new interval, so deliveries are always at
  ///   least `interval` apart, and a burst ends with a delivery no later
  ///   than `interval` after the previous one.
  ///
  /// The waiting is done by a task created with
  /// `Task(executorPreference: executor)` (or launched in a scope, with
  /// ``throttle(for:clock:scope:latest:)``) that sleeps on `clock`, owned by
  /// the subscription and cancelled with it; a held value is then dropped.
  ///
  /// ```swift
  /// let scroll = MutableSharedFlow<Double>()
  /// let token = scroll
  ///   .throttle(for: .milliseconds(100), clock: ContinuousClock())
  ///   .subscribe { loadImages(near: $0) }  // at most ten times a second
  /// token.cancel()
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The shortest time between two deliveries.
  ///   - clock: The clock to measure the interval on.
  ///   - executor: Where the timer task runs, or `nil` for the global
  ///     concurrent executor.
  ///   - latest: Whether a held value is the latest (`true`) or the first
  ///     (`false`) of those that arrived during the interval.
  public func throttle<C: Clock>(
    for interval: C.Duration,
    clock: C,
    executor: (any TaskExecutor)? = nil,
    latest: Bool = true
  ) -> AnyFlow<Element> {
    throttle(for: interval, clock: clock, timerStart: .executor(executor), latest: latest)
  }

  /// ``throttle(for:clock:executor:latest:)`` with its timer tasks launched
  /// in `scope` (labelled `flow.throttle`), so a scope that lists its tasks
  /// shows the timers as well. A cancelled or released scope starts no
  /// timer: a held value is then dropped.
  ///
  /// ```swift
  /// scroll.throttle(for: .milliseconds(100), clock: host.clock, scope: core.scope)
  /// ```
  public func throttle<C: Clock>(
    for interval: C.Duration, clock: C, scope: FlowScope, latest: Bool = true
  ) -> AnyFlow<Element> {
    throttle(for: interval, clock: clock, timerStart: .scope(scope), latest: latest)
  }

  private func throttle<C: Clock>(
    for interval: C.Duration, clock: C, timerStart: _OperatorTimerStart, latest: Bool
  ) -> AnyFlow<Element> {
    AnyFlow(buffering: valuesBuffering) { site, receive, end in
      let storage = _ThrottleStorage<Element, C>(
        interval: interval, latest: latest, clock: clock, timerStart: timerStart, receive: receive)
      end.link(storage)  // before the inputs deliver: the subscriber's end reaches them
      self._subscribe(at: site, heldBy: storage) { storage.valueArrived($0) }
      return end
    }
  }
}
