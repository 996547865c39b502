import ArchFlow
import Testing

@Suite struct ImmediateClockTests {
  @Test func sleepReturnsWithoutSuspendingAndMovesNowToTheDeadline() {
    let executor = ManualTaskExecutor()
    let clock = ImmediateClock()
    let log = Recorder<String>()

    Task(executorPreference: executor) {
      try await clock.sleep(for: .seconds(5))
      try await clock.sleep(for: .milliseconds(250))
      log.record("done at \(clock.now)")
    }

    // NB: make ImmediateClock.sleep `await Task.yield()` first to see the
    // job count grow; drop `storage.advance` to see `now` stay at zero.
    #expect(executor.runUntilIdle() == 1)
    #expect(log.values == ["done at 5.25 seconds"])
  }

  @Test func measuringSleepsSeesTheSleptTimePass() async throws {
    let clock = ImmediateClock()

    let elapsed = try await clock.measure {
      try await clock.sleep(for: .seconds(2))
      try await clock.sleep(for: .seconds(3))
    }

    #expect(elapsed == .seconds(5))
  }

  @Test func copiesShareOneTimeline() async throws {
    let clock = ImmediateClock(now: .init(offset: .seconds(10)))
    let copy = clock

    try await copy.sleep(for: .seconds(1))

    #expect(clock.now == .init(offset: .seconds(11)))
  }

  @Test func sleepingUntilAPastDeadlineLeavesNowUnchanged() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(3))

    try await clock.sleep(until: .init(offset: .seconds(1)))

    #expect(clock.now == .init(offset: .seconds(3)))
  }

  @Test func sleepThrowsCancellationErrorInACancelledTask() async {
    let executor = ManualTaskExecutor()
    let clock = ImmediateClock()

    let task = Task(executorPreference: executor) {
      try await clock.sleep(for: .seconds(1))
    }
    task.cancel()  // before it runs
    executor.runUntilIdle()

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.now == .zero)
  }

  @Test func instantsMeasureDurationsBetweenThem() {
    let start = ImmediateClock.Instant.zero
    let later = start.advanced(by: .seconds(2))

    #expect(start.duration(to: later) == .seconds(2))
    #expect(start < later)
    #expect(ImmediateClock().minimumResolution == .zero)
  }
}
