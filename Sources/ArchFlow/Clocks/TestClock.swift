/// A `Clock` whose time moves only when a test says so.
///
/// `now` starts at ``VirtualInstant/zero`` and changes only through
/// ``advance(by:)``, ``advance(to:)`` and ``run(maxSteps:)``. A task that
/// calls `sleep` is registered as a sleeper and suspended until time reaches
/// its deadline; sleepers wake in deadline order, and sleepers with the same
/// deadline wake in the order they went to sleep. Nothing waits on the wall
/// clock. The library's own timers (a sharing's stop timeout) wait here as
/// sleepers too, without a task (`_schedule(at:_:)`, package API).
///
/// Give the clock a ``ManualTaskExecutor`` and it drives that executor too:
/// after each wake-up it runs the executor until idle, so woken tasks run —
/// and register their next sleep — before time moves on. That is what makes
/// a timer loop tick three times in one `advance(by: .seconds(3))`.
///
/// ```swift
/// let executor = ManualTaskExecutor()
/// let clock = TestClock(executor: executor)
/// Task(executorPreference: executor) {
///   for _ in 1...3 {
///     try await clock.sleep(for: .seconds(1))
///     print(clock.now)  // 1 s, then 2 s, then 3 s
///   }
/// }
/// clock.advance(by: .seconds(3))  // prints three times
/// ```
///
/// Without an executor, `advance` resumes the due sleepers in order and
/// returns; their tasks then run wherever they run. Such a clock may be
/// advanced from several threads at once: each `advance(by:)` moves time by
/// its own duration, so the durations add up. With an executor, advance from
/// one thread at a time — the executor runs jobs on one thread and stops
/// with a precondition failure if two try.
public final class TestClock: Clock, @unchecked Sendable {
  // @unchecked Sendable: `_now`, `horizon`, `sleepers` and `nextSleeperID` are guarded by `lock`.
  /// Durations are Swift's own.
  public typealias Duration = Swift.Duration

  /// A point in this clock's virtual time.
  public typealias Instant = VirtualInstant

  private typealias Sleeper = SleeperQueue.Sleeper

  private let lock = _Lock()
  @exclusivity(unchecked) private var _now = Instant.zero
  /// The furthest time an advance has asked for; `now` catches up to it as
  /// that advance steps through the sleepers due on the way.
  @exclusivity(unchecked) private var horizon = Instant.zero
  /// Earliest deadline first; registration order breaks ties.
  @exclusivity(unchecked) private var sleepers = SleeperQueue()
  @exclusivity(unchecked) private var nextSleeperID: UInt64 = 0

  /// The executor this clock runs until idle after each wake-up, if any.
  public let executor: ManualTaskExecutor?

  /// Creates a clock at ``VirtualInstant/zero``, optionally driving an executor.
  public init(executor: ManualTaskExecutor? = nil) {
    self.executor = executor
  }

  deinit { lock.deallocate() }

  /// The current virtual time.
  public var now: Instant { lock.withLock { _now } }

  /// Zero: virtual time has no granularity.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks currently sleeping on this clock, and of timers
  /// pending on it.
  public var sleeperCount: Int { lock.withLock { sleepers.count } }

  /// The earliest deadline among the sleepers (and timers), or `nil` when none sleeps.
  ///
  /// ```swift
  /// if let next = clock.nextDeadline { clock.advance(to: next) }
  /// ```
  public var nextDeadline: Instant? {
    lock.withLock { sleepers.earliestDeadline() }
  }

  /// Suspends until the clock reaches `deadline`.
  ///
  /// A deadline already reached returns at once (after checking for
  /// cancellation). Cancelling the task removes the sleeper and throws
  /// `CancellationError`. `tolerance` is ignored: wake-ups are exact.
  ///
  /// ```swift
  /// try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id: UInt64? = lock.withLock {
      guard deadline > _now else { return nil }
      defer { nextSleeperID += 1 }
      return nextSleeperID
    }
    guard let id else { return }
    try await withTaskCancellationHandler {
      // Unsafe, not checked: every path resumes it once (early here, or
      // whoever takes it out of `sleepers` under the lock), and the checked
      // one's extra allocation was felt on every sleep.
      try await withUnsafeThrowingContinuation { continuation in
        // Checking cancellation and registering under one lock, while the
        // handler below removes under the same lock, means a cancellation
        // either is seen here or finds the sleeper there: never lost.
        let early: Result<Void, any Error>? = lock.withLock {
          if Task.isCancelled { return .failure(CancellationError()) }
          if deadline <= _now { return .success(()) }
          sleepers.insert(Sleeper(id: id, deadline: deadline, wake: .resume(continuation)))
          return nil
        }
        if let early { continuation.resume(with: early) }
      }
    } onCancel: {
      let cancelled: Sleeper? = lock.withLock { sleepers.remove(id: id) }
      if case .resume(let continuation)? = cancelled?.wake { continuation.resume(throwing: CancellationError()) }
    }
  }

  /// Calls `action` when the clock reaches `deadline`: no task to start,
  /// suspend and cancel, for the library's own timers that are set and
  /// cancelled far more often than they fire (a sharing's stop timeout, set
  /// again on every rotation). A deadline already reached calls `action` at
  /// once. Firing and cancelling the returned token race fairly: whichever
  /// comes first wins, so a timer cancelled before its deadline never calls
  /// `action`, and once fired the token reads as cancelled.
  ///
  /// It fires in deadline order with the sleepers, and among those due at
  /// the same instant in the order they were registered, this one when it
  /// was set. Unlike a task's wake-up, `action` runs on the thread that
  /// advances the clock: with an executor, after the tasks woken before it
  /// have run (and whatever they started), before the ones woken after it.
  package func _schedule(at deadline: Instant, _ action: @escaping @Sendable () -> Void) -> any Cancellable {
    // Checked against `now` and registered under one lock, as `sleep` does:
    // an advance cannot pass the deadline in between and miss the timer.
    let timer: _ClockTimer? = lock.withLock {
      guard deadline > _now else { return nil }
      defer { nextSleeperID += 1 }
      let timer = _ClockTimer(id: nextSleeperID, clock: self, action: action)
      sleepers.insert(Sleeper(id: timer.id, deadline: deadline, wake: .call(timer.fire)))
      return timer
    }
    guard let timer else {
      action()
      return FlowScope.cancelledToken
    }
    return timer
  }

  /// Takes a cancelled timer off the clock.
  func _unschedule(_ timer: _ClockTimer) {
    _ = lock.withLock { sleepers.remove(id: timer.id) }
  }

  /// Moves time forward by `duration`, waking every sleeper due on the way.
  ///
  /// See ``advance(to:)`` for the order of events.
  ///
  /// ```swift
  /// clock.advance(by: .milliseconds(300))
  /// ```
  ///
  /// Safe from several threads at once on a clock without an executor: the
  /// target is taken under the clock's lock, after every earlier advance's
  /// target, so the durations add up.
  ///
  /// - Precondition: `duration` is not negative.
  public func advance(by duration: Duration) {
    if duration < .zero {
      fatalError("TestClock.advance(by:) needs a non-negative duration; got \(duration). Time cannot go back.")
    }
    let target = lock.withLock {
      horizon = max(horizon, _now).advanced(by: duration)
      return horizon
    }
    step(to: target)
  }

  /// Moves time forward to `target`, waking every sleeper due on the way.
  ///
  /// With an executor: runs it until idle (so freshly started tasks register
  /// their sleeps); then, while some sleeper is due at or before `target`,
  /// sets `now` to the earliest deadline, resumes the sleepers due then (in
  /// registration order) and runs the executor until idle; finally sets `now`
  /// to `target` and runs the executor until idle once more. Without one,
  /// the same steps minus running the executor.
  ///
  /// ```swift
  /// clock.advance(to: .init(offset: .seconds(10)))
  /// ```
  ///
  /// - Precondition: `target` is not before ``now``; not called from inside
  ///   a job of this clock's executor.
  public func advance(to target: Instant) {
    let behind: Instant? = lock.withLock {
      if target < _now { return _now }
      horizon = max(horizon, target)
      return nil
    }
    if let behind {
      fatalError("TestClock.advance(to: \(target)) is before now (\(behind)). Time cannot go back.")
    }
    step(to: target)
  }

  /// The steps of ``advance(to:)`` once `target` is known not to go back.
  private func step(to target: Instant) {
    executor?.runUntilIdle()
    while let due = takeDueSleepers(upTo: target) {
      // Resumed outside the lock: with an executor each resume only enqueues.
      for sleeper in due {
        switch sleeper.wake {
        case .resume(let continuation): continuation.resume()
        case .call(let action):
          // The tasks woken before it run first, as a timer's task would
          // have waited its turn behind theirs.
          executor?.runUntilIdle()
          action()
        }
      }
      executor?.runUntilIdle()
    }
    executor?.runUntilIdle()
  }

  /// Advances to each next deadline until no task is sleeping and no timer
  /// is pending.
  ///
  /// With an executor, woken tasks run between steps, so a task that sleeps
  /// again is woken too. A timer that reschedules itself forever would never
  /// finish, so after `maxSteps` deadlines this stops with a precondition
  /// failure; use ``advance(by:)`` for open-ended timers.
  ///
  /// ```swift
  /// clock.run()  // every pending sleep completes
  /// ```
  ///
  /// - Parameter maxSteps: How many deadlines to advance through at most.
  public func run(maxSteps: Int = 10_000) {
    executor?.runUntilIdle()
    var steps = 0
    while let deadline = nextDeadline {
      steps += 1
      if steps > maxSteps {
        fatalError(
          """
          TestClock.run() advanced through \(maxSteps) deadlines and tasks are \
          still sleeping (next at \(deadline)): a sleeper probably reschedules \
          itself forever. Use advance(by:) for open-ended timers, or pass a \
          larger maxSteps.
          """
        )
      }
      advance(to: max(deadline, now))
    }
  }

  /// Removes and returns the sleepers at the earliest deadline not after
  /// `target`, moving `now` to it; or, when none is due, moves `now` to
  /// `target` and returns `nil`.
  ///
  /// Finding "none due" and moving `now` happen under one lock, so a sleep
  /// registered concurrently either is found here or sees the new `now` and
  /// returns at once: no wake-up is lost.
  private func takeDueSleepers(upTo target: Instant) -> [Sleeper]? {
    lock.withLock {
      guard let earliest = sleepers.earliestDeadline(), earliest <= target else {
        _now = max(_now, target)
        return nil
      }
      _now = max(_now, earliest)
      // One deadline per step, registration order within it.
      return sleepers.popEarliest()
    }
  }
}
