extension Clock {
  /// Starts the timer task of a time-based operator: it sleeps on this
  /// clock until `deadline`, then calls `fire` — unless it was cancelled
  /// first. The operator's storage owns the task and cancels it when the
  /// timer is superseded or the subscription cancelled; `fire` must still
  /// check that the timer is current (a generation number), because a
  /// timer may wake just as it is superseded.
  func _operatorTimer(
    _ label: String,
    until deadline: Instant,
    start: _OperatorTimerStart,
    fire: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    start.start(label) {
      do {
        try await self._sleepInSteps(until: deadline)
      } catch {
        return  // cancelled
      }
      if Task.isCancelled { return }
      fire()
    }
  }
}
