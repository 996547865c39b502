/// One debounced subscription: the state machine behind the relay's lock,
/// the timer task it owns, and delivery through the relay.
final class _DebounceStorage<Element: Sendable, C: Clock>: _Relay<Element>, @unchecked Sendable {
  // `lock` (the relay's) guards `machine`; the rest is immutable.
  private var machine = _DebounceStateMachine<Element, any Cancellable>()
  private let interval: C.Duration
  private let clock: C
  private let timerStart: _OperatorTimerStart

  init(
    interval: C.Duration, clock: C, timerStart: _OperatorTimerStart,
    receive: @escaping @Sendable (Element) -> Void
  ) {
    self.interval = interval
    self.clock = clock
    self.timerStart = timerStart
    super.init(receive)
  }

  /// An upstream value: supersedes the pending one and restarts the timer.
  func valueArrived(_ value: Element) {
    let deadline = clock.now.advanced(by: interval)
    let action = lock.withLock { machine.valueArrived(value) }
    action.cancelTimer?.cancel()
    guard let generation = action.startTimer else { return }
    let timer = clock._operatorTimer("flow.debounce", until: deadline, start: timerStart) { [weak self] in
      self?.timerFired(generation: generation)
    }
    let stale = lock.withLock { machine.timerStarted(timer, generation: generation) }
    stale?.cancel()
  }

  private func timerFired(generation: UInt64) {
    send { machine.timerFired(generation: generation) }
  }

  override func closeLocked() -> (@Sendable () -> Void)? {
    guard let timer = machine.cancel() else { return nil }
    return { timer.cancel() }
  }
}
