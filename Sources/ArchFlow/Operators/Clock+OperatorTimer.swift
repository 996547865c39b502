extension Clock {
  /// Starts the timer task of a time-based operator: it sleeps on this
  /// clock until `deadline`, then calls `fire` — unless it was cancelled
  /// first. The operator's storage owns the task and cancels it when the
  /// timer is superseded or the subscription cancelled; `fire` must still
  /// check that the timer is current (a generation number), because a
  /// timer may wake just as it is superseded.
  func _operatorTimer(
    until deadline: Instant,
    executor: (any TaskExecutor)?,
    fire: @escaping @Sendable () -> Void
  ) -> Task<Void, Never> {
    Task(executorPreference: executor) {
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
