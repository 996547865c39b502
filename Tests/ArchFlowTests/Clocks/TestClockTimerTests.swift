import ArchFlow
import Dispatch
import Testing

/// The clock's own timers: called at their deadline in turn with the
/// sleeping tasks, never once cancelled, and no task of their own.
@Suite struct TestClockTimerTests {
  private static func at(_ seconds: Int) -> TestClock.Instant {
    .zero.advanced(by: .seconds(seconds))
  }

  @Test func aTimerFiresInItsTurnAmongTheSleepersDueWithIt() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let log = Recorder<String>()
    Task(executorPreference: executor) {
      try await clock.sleep(until: Self.at(1))
      log.record("task before")
    }
    executor.runUntilIdle()
    _ = clock._schedule(at: Self.at(1)) { log.record("timer at \(clock.now)") }
    Task(executorPreference: executor) {
      try await clock.sleep(until: Self.at(1))
      log.record("task after")
    }
    executor.runUntilIdle()
    #expect(clock.sleeperCount == 3)
    #expect(clock.nextDeadline == Self.at(1))
    // NB: call the timer as soon as it is due, before the task woken ahead
    // of it has run, and "timer" comes first.
    clock.advance(by: .seconds(2))
    #expect(log.values == ["task before", "timer at 1.0 seconds", "task after"])
    #expect(clock.sleeperCount == 0)
  }

  @Test func aCancelledTimerNeverFiresAndAFiredOneReadsAsDone() {
    let clock = TestClock()
    let log = Recorder<String>()
    let cancelled = clock._schedule(at: Self.at(1)) { log.record("cancelled") }
    let fired = clock._schedule(at: Self.at(2)) { log.record("fired") }
    cancelled.cancel()
    #expect(clock.sleeperCount == 1)
    #expect(!fired.isCancelled)
    clock.advance(by: .seconds(5))
    #expect(log.values == ["fired"])
    #expect(fired.isCancelled)
    fired.cancel()  // too late: nothing happens
    #expect(log.values == ["fired"])
  }

  @Test func aTimerDueAlreadyFiresAtOnce() {
    let clock = TestClock()
    clock.advance(by: .seconds(3))
    let log = Recorder<String>()
    let token = clock._schedule(at: Self.at(3)) { log.record("now") }
    #expect(log.values == ["now"])
    #expect(token.isCancelled)
  }

  /// A view leaving and coming back on every rotation sets the stop timer
  /// and cancels it again: on a test clock that starts no task.
  @Test func aWhileSubscribedStopTimerOnATestClockStartsNoTask() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let ledger = SubscriptionLedger()
    let upstream = MutableStateFlow(1, ledger: ledger)
    let scope = FlowScope(executor: executor)
    let state = upstream.stateIn(
      scope, initial: 0, started: .whileSubscribed(stopTimeout: .seconds(5), clock: clock))
    state.subscribe { _ in }.cancel()
    // NB: launch the timer as a task of the scope and this reads 1.
    #expect(scope.activeTaskCount == 0)
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .seconds(5))
    #expect(ledger.liveCount == 0)
    scope.cancel()
  }

  @Test func cancellingTheScopeCancelsAPendingStopTimer() {
    let clock = TestClock()
    let ledger = SubscriptionLedger()
    let upstream = MutableStateFlow(1, ledger: ledger)
    let scope = FlowScope()
    let state = upstream.stateIn(
      scope, initial: 0, started: .whileSubscribed(stopTimeout: .seconds(5), clock: clock))
    state.subscribe { _ in }.cancel()
    #expect(clock.sleeperCount == 1)
    // NB: in _Sharing.end(), leave the timers uncancelled and the sleeper stays.
    scope.cancel()
    #expect(clock.sleeperCount == 0)
    #expect(ledger.liveCount == 0)
  }

  @Test func cancellingTheScopeCancelsAPendingReplayExpiry() {
    // NB: in _Sharing.end(), cancel only the stop timer and the expiry sleeps on.
    let clock = TestClock()
    let upstream = MutableStateFlow(1, ledger: SubscriptionLedger())
    let scope = FlowScope()
    let state = upstream.stateIn(
      scope, initial: 0,
      started: .whileSubscribed(stopTimeout: .zero, replayExpiration: .seconds(30), clock: clock))
    state.subscribe { _ in }.cancel()  // stops at once, and sets the expiry
    #expect(clock.sleeperCount == 1)
    scope.cancel()
    #expect(clock.sleeperCount == 0)
  }

  @Test func aTimerSetAfterTheScopeEndedIsCancelledAtOnce() {
    // NB: in _Sharing.keep, drop `&& !ended` and the expiry set while stopping sleeps on.
    let clock = TestClock()
    let scope = FlowScope()
    // Unsubscribing the upstream ends the scope, so the stop sets its expiry
    // timer on a sharing whose scope has just ended.
    let upstream = AnyFlow<Int>.create { _ in ActionCancellable { scope.cancel() } }
    let state = upstream.stateIn(
      scope, initial: 0,
      started: .whileSubscribed(stopTimeout: .seconds(5), replayExpiration: .seconds(30), clock: clock))
    state.subscribe { _ in }.cancel()
    #expect(clock.sleeperCount == 1)  // the stop timer
    clock.advance(by: .seconds(5))
    #expect(scope.isCancelled)
    #expect(clock.sleeperCount == 0)
  }
}

/// Timers set, fired and cancelled from several threads at once.
@Suite struct TestClockTimerRaceTests {
  /// The deadline is checked and the timer registered under one lock; two
  /// locks would let an advance pass the deadline in between without the
  /// timer (a window too narrow for this test to hit reliably).
  @Test func aTimerSetWhileAnotherThreadAdvancesPastItFires() {
    for _ in 0..<2_000 {
      let clock = TestClock()
      let fired = Recorder<Bool>()
      let deadline = clock.now.advanced(by: .seconds(1))
      DispatchQueue.concurrentPerform(iterations: 2) { lane in
        if lane == 0 {
          _ = clock._schedule(at: deadline) { fired.record(true) }
        } else {
          clock.advance(by: .seconds(2))
        }
      }
      #expect(fired.values == [true])
      #expect(clock.sleeperCount == 0)
    }
  }

  @Test func aTimerFiredAndCancelledAtOnceRunsAtMostOnce() {
    for _ in 0..<2_000 {
      let clock = TestClock()
      let fired = Recorder<Bool>()
      let timer = clock._schedule(at: clock.now.advanced(by: .seconds(1))) { fired.record(true) }
      DispatchQueue.concurrentPerform(iterations: 2) { lane in
        if lane == 0 { timer.cancel() } else { clock.advance(by: .seconds(1)) }
      }
      #expect(fired.values.count <= 1)
      #expect(timer.isCancelled)
      #expect(clock.sleeperCount == 0)
    }
  }
}
