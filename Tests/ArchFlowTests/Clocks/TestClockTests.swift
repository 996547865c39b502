import ArchFlow
import Testing

@Suite struct TestClockTests {
  private static func at(_ seconds: Int) -> TestClock.Instant {
    .zero.advanced(by: .seconds(seconds))
  }

  @Test func advanceWakesSleepersInDeadlineOrder() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let log = Recorder<String>()

    // Registered out of order; "a" and "b" share a deadline.
    for (name, seconds) in [("late", 3), ("a", 1), ("middle", 2), ("b", 1)] {
      Task(executorPreference: executor) {
        try await clock.sleep(until: Self.at(seconds))
        log.record("\(name) at \(clock.now)")
      }
    }
    executor.runUntilIdle()
    #expect(clock.sleeperCount == 4)
    #expect(clock.nextDeadline == Self.at(1))

    // NB: in TestClock.takeDueSleepers take `sleepers.first?.deadline`
    // instead of the minimum (registration order) to watch this fail.
    clock.advance(by: .seconds(3))

    #expect(
      log.values == ["a at 1.0 seconds", "b at 1.0 seconds", "middle at 2.0 seconds", "late at 3.0 seconds"]
    )
    #expect(clock.sleeperCount == 0)
    #expect(clock.nextDeadline == nil)
  }

  @Test func oneAdvanceWakesALoopingSleeperAtEachDeadline() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let log = Recorder<String>()

    // Not run before advancing: advance itself lets the task register.
    Task(executorPreference: executor) {
      for _ in 1...3 {
        try await clock.sleep(for: .seconds(1))
        log.record("tick at \(clock.now)")
      }
    }
    clock.advance(by: .seconds(3))

    #expect(log.values == ["tick at 1.0 seconds", "tick at 2.0 seconds", "tick at 3.0 seconds"])
    #expect(clock.now == Self.at(3))
    #expect(clock.sleeperCount == 0)
  }

  @Test func advanceStopsAtTheTargetAndLeavesLaterSleepersAsleep() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let log = Recorder<String>()

    Task(executorPreference: executor) {
      try await clock.sleep(until: Self.at(5))
      log.record("woke at \(clock.now)")
    }
    clock.advance(by: .seconds(2))
    #expect(clock.now == Self.at(2))
    #expect(log.values.isEmpty)
    #expect(clock.sleeperCount == 1)

    clock.advance(to: Self.at(7))
    #expect(log.values == ["woke at 5.0 seconds"])
    #expect(clock.now == Self.at(7))
  }

  @Test func runAdvancesThroughEveryDeadlineUntilNoSleeperIsLeft() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let log = Recorder<String>()

    Task(executorPreference: executor) {
      try await clock.sleep(for: .seconds(10))
      log.record("slow at \(clock.now)")
    }
    Task(executorPreference: executor) {
      for _ in 1...2 {
        try await clock.sleep(for: .seconds(4))
        log.record("fast at \(clock.now)")
      }
      // Sleeps again once woken: run keeps going.
      try await clock.sleep(for: .seconds(20))
      log.record("last at \(clock.now)")
    }
    clock.run()

    #expect(
      log.values == [
        "fast at 4.0 seconds", "fast at 8.0 seconds", "slow at 10.0 seconds", "last at 28.0 seconds",
      ]
    )
    #expect(clock.now == Self.at(28))
    #expect(clock.sleeperCount == 0)
  }

  @Test func runStopsWithAClearMessageWhenATimerNeverEnds() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let executor = ManualTaskExecutor()
      let clock = TestClock(executor: executor)
      Task(executorPreference: executor) {
        while true { try await clock.sleep(for: .seconds(1)) }
      }
      clock.run(maxSteps: 50)
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("TestClock.run() advanced through 50 deadlines"))
  }

  @Test func cancellingASleepingTaskThrowsCancellationErrorAndRemovesTheSleeper() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let log = Recorder<String>()

    let task = Task(executorPreference: executor) {
      do {
        try await clock.sleep(for: .seconds(1))
        log.record("woke")
      } catch {
        log.record(error is CancellationError ? "cancelled" : "other error")
      }
    }
    executor.runUntilIdle()
    #expect(clock.sleeperCount == 1)

    task.cancel()
    #expect(clock.sleeperCount == 0)  // removed by the cancellation handler
    executor.runUntilIdle()
    #expect(log.values == ["cancelled"])

    clock.advance(by: .seconds(1))  // nothing left to wake
    #expect(log.values == ["cancelled"])
  }

  @Test func cancellingFromAnotherThreadWhileAdvancingResumesEachSleeperOnce() async {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let log = Recorder<String>()
    let tasks = (0..<100).map { _ in
      Task(executorPreference: executor) {
        do {
          try await clock.sleep(for: .seconds(1))
          log.record("woke")
        } catch {
          log.record("cancelled")
        }
      }
    }
    executor.runUntilIdle()
    #expect(clock.sleeperCount == 100)

    // Which sleepers win the race varies; that each ends exactly once does not
    // (a double resume would trap in the checked continuation).
    let canceller = Task.detached { for task in tasks { task.cancel() } }
    clock.advance(by: .seconds(1))
    await canceller.value
    executor.runUntilIdle()

    #expect(log.values.count == 100)
    #expect(clock.sleeperCount == 0)
    #expect(executor.pendingJobCount == 0)
  }

  @Test func sleepingUntilAReachedDeadlineReturnsAtOnce() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let log = Recorder<String>()
    clock.advance(by: .seconds(5))

    Task(executorPreference: executor) {
      try await clock.sleep(until: Self.at(2))
      try await clock.sleep(until: Self.at(5))
      log.record("done at \(clock.now)")
    }

    // One job: the task never suspended on the clock.
    #expect(executor.runUntilIdle() == 1)
    #expect(log.values == ["done at 5.0 seconds"])
    #expect(clock.sleeperCount == 0)
  }

  @Test func sleepingInACancelledTaskThrowsEvenWhenTheDeadlineHasPassed() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let log = Recorder<String>()

    let task = Task(executorPreference: executor) {
      do {
        try await clock.sleep(until: .zero)
        log.record("returned")
      } catch {
        log.record("threw \(type(of: error))")
      }
    }
    task.cancel()  // before the task ever runs
    executor.runUntilIdle()

    #expect(log.values == ["threw CancellationError"])
  }

  @Test func withoutAnExecutorAdvanceOnlyResumesTheDueSleepers() {
    let executor = ManualTaskExecutor()
    let clock = TestClock()  // does not drive `executor`
    let log = Recorder<String>()

    Task(executorPreference: executor) {
      try await clock.sleep(for: .seconds(1))
      log.record("woke at \(clock.now)")
    }
    executor.runUntilIdle()
    #expect(clock.sleeperCount == 1)

    clock.advance(by: .seconds(2))
    #expect(clock.sleeperCount == 0)
    #expect(log.values.isEmpty)  // resumed, but its executor has not run
    #expect(executor.pendingJobCount == 1)

    executor.runUntilIdle()
    #expect(log.values == ["woke at 2.0 seconds"])
  }

  @Test func advancingByANegativeDurationIsRejected() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      TestClock().advance(by: .seconds(-1))
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("TestClock.advance(by:) needs a non-negative duration"))
  }

  @Test func advancingFromTwoThreadsAtOnceAddsUpTheDurations() {
    // NB: in TestClock.advance(by:), compute the target from `now` outside the lock — a false "time cannot go back".
    let clock = TestClock()  // no executor: an executor runs on one thread at a time
    let executor = ManualTaskExecutor()
    let log = Recorder<String>()
    Task(executorPreference: executor) {
      try await clock.sleep(until: Self.at(7))
      log.record("woke")
    }
    executor.runUntilIdle()
    runOnThreads(2) { _ in
      for _ in 0..<5_000 { clock.advance(by: .milliseconds(1)) }
    }
    #expect(clock.now == Self.at(10))
    #expect(clock.sleeperCount == 0)
    executor.runUntilIdle()
    #expect(log.values == ["woke"])
  }

  @Test func instantsMeasureDurationsBetweenThem() {
    let start = TestClock.Instant.zero
    let later = start.advanced(by: .milliseconds(1500))

    #expect(start.duration(to: later) == .milliseconds(1500))
    #expect(later.duration(to: start) == .milliseconds(-1500))
    #expect(start < later)
    #expect(TestClock().minimumResolution == .zero)
  }
}
