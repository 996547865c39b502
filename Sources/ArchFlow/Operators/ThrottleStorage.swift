/// One throttled subscription: the state machine behind the relay's lock,
/// the timer task it owns, and delivery through the relay.
final class _ThrottleStorage<Element: Sendable, C: Clock>: _Relay<Element>, @unchecked Sendable {
  // `lock` (the relay's) guards `machine`; the rest is immutable.
  private var machine: _ThrottleStateMachine<Element, C.Instant, any Cancellable>
  private let clock: C
  private let timerStart: _OperatorTimerStart

  init(
    interval: C.Duration, latest: Bool, clock: C, timerStart: _OperatorTimerStart,
    receive: @escaping @Sendable (Element) -> Void
  ) {
    machine = _ThrottleStateMachine(interval: interval, latest: latest)
    self.clock = clock
    self.timerStart = timerStart
    super.init(receive)
  }

  /// An upstream value: delivered now, held for later, or dropped.
  func valueArrived(_ value: Element) {
    let now = clock.now
    lock.lock()
    switch machine.valueArrived(value, at: now) {
    case .none:
      lock.unlock()
    case .deliver(let value):
      sendUnlocking(value)
    case .startTimer(let deadline, let generation):
      lock.unlock()
      let timer = clock._operatorTimer("flow.throttle", until: deadline, start: timerStart) { [weak self] in
        self?.timerFired(generation: generation)
      }
      let stale = lock.withLock { machine.timerStarted(timer, generation: generation) }
      stale?.cancel()
    }
  }

  private func timerFired(generation: UInt64) {
    let now = clock.now
    send { machine.timerFired(generation: generation, at: now) }
  }

  override func closeLocked() -> (@Sendable () -> Void)? {
    guard let timer = machine.cancel() else { return nil }
    return { timer.cancel() }
  }
}
