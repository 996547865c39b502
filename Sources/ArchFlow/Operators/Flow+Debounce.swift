extension Flow where Failure == Never {
  /// A flow that delivers a value only once `interval` has passed on
  /// `clock` without a newer one: bursts collapse into their last value.
  ///
  /// Each value restarts the quiet period; when it ends, the latest value is
  /// delivered (on the timer task's executor). The waiting is done by one
  /// task per subscription, created with `Task(executorPreference:
  /// executor)` (or launched in a scope, with
  /// ``debounce(for:clock:scope:)``), sleeping on `clock` until the
  /// deadline. That task is owned
  /// by the subscription: a newer value or a cancellation cancels it, and a
  /// timer that wakes anyway after being superseded delivers nothing.
  /// Cancelling the subscription also cancels the upstream subscription
  /// and drops a pending value.
  ///
  /// ```swift
  /// let query = MutableStateFlow("")
  /// let token = query
  ///   .debounce(for: .milliseconds(300), clock: ContinuousClock())
  ///   .subscribe { search($0) }
  /// query.value = "s"; query.value = "sw"; query.value = "swift"
  /// // 300 ms later: search("swift"), once
  /// token.cancel()
  /// ```
  ///
  /// In tests, pass a `TestClock(executor:)` and its `ManualTaskExecutor`
  /// so `advance(by:)` runs the timer deterministically.
  ///
  /// - Parameters:
  ///   - interval: How long the upstream must stay quiet.
  ///   - clock: The clock to measure the interval on.
  ///   - executor: Where the timer task runs, or `nil` for the global
  ///     concurrent executor.
  public func debounce<C: Clock>(
    for interval: C.Duration,
    clock: C,
    executor: (any TaskExecutor)? = nil
  ) -> AnyFlow<Element> {
    debounce(for: interval, clock: clock, timerStart: .executor(executor))
  }

  /// ``debounce(for:clock:executor:)`` with its timer tasks launched in
  /// `scope` (labelled `flow.debounce`), so a scope that lists its tasks —
  /// a view model's, a host's — shows the timers as well. A cancelled or
  /// released scope starts no timer: nothing more is delivered.
  ///
  /// ```swift
  /// query.debounce(for: .milliseconds(300), clock: host.clock, scope: core.scope)
  /// ```
  public func debounce<C: Clock>(for interval: C.Duration, clock: C, scope: FlowScope) -> AnyFlow<Element> {
    debounce(for: interval, clock: clock, timerStart: .scope(scope))
  }

  private func debounce<C: Clock>(
    for interval: C.Duration, clock: C, timerStart: _OperatorTimerStart
  ) -> AnyFlow<Element> {
    AnyFlow(buffering: valuesBuffering) { site, receive, end in
      let storage = _DebounceStorage<Element, C>(
        interval: interval, clock: clock, timerStart: timerStart, receive: receive)
      end.link(storage)  // before the inputs deliver: the subscriber's end reaches them
      self._subscribe(at: site, heldBy: storage) { storage.valueArrived($0) }
      return end
    }
  }
}
