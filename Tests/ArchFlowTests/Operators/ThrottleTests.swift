import ArchFlow
import Testing

@Suite struct ThrottleTests {
  @Test func throttleEmitsTheFirstValueAtOnceThenTheLatestOfEachInterval() {
    // NB: make `_ThrottleStateMachine.valueArrived` keep the first held value
    // even when `latest` is true, and "b" comes out instead of "c".
    #expect(marbles("abc-----|") { $0.throttle(for: .seconds(3), clock: $1, executor: $2) } == "a--c----")
  }

  @Test func throttleWithoutLatestEmitsTheFirstValueOfEachInterval() {
    #expect(
      marbles("abc-----|") { $0.throttle(for: .seconds(3), clock: $1, executor: $2, latest: false) }
        == "a--b----")
  }

  @Test func throttleEmitsAtOnceAfterAQuietInterval() {
    #expect(marbles("a---b---c|") { $0.throttle(for: .seconds(2), clock: $1, executor: $2) } == "a---b---c")
  }

  @Test func throttleEmitsAtOnceWhenAValueArrivesExactlyAsTheIntervalEnds() {
    #expect(marbles("a-b-c-|") { $0.throttle(for: .seconds(2), clock: $1, executor: $2) } == "a-b-c-")
  }

  @Test func throttleHoldsAValueArrivingAsTheTimerFiresForTheNextInterval() {
    // At tick 3 the timer delivers "c" first, then "d" arrives and waits for tick 6.
    #expect(
      marbles("abcd------|") { $0.throttle(for: .seconds(3), clock: $1, executor: $2) } == "a--c--d---")
    #expect(
      marbles("abcd------|") { $0.throttle(for: .seconds(3), clock: $1, executor: $2, latest: false) }
        == "a--b--d---")
  }

  @Test func throttleDeliversAtMostOneValuePerIntervalUnderASteadyStream() {
    #expect(
      marbles("abcdefghij--|") { $0.throttle(for: .seconds(4), clock: $1, executor: $2) } == "a---d---h---")
  }

  @Test func cancellingAThrottledSubscriptionDropsTheHeldValueAndItsTimer() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let ledger = SubscriptionLedger()
    let source = MutableSharedFlow<Int>(ledger: ledger)
    let log = OperatorLog<Int>()
    let token = source.throttle(for: .seconds(1), clock: clock, executor: executor)
      .subscribe { log.append($0) }
    source.emit(1)
    source.emit(2)
    executor.runUntilIdle()
    #expect(log.values == [1])
    #expect(clock.sleeperCount == 1)

    token.cancel()
    #expect(clock.sleeperCount == 0)
    #expect(ledger.liveCount == 0)
    clock.advance(by: .seconds(5))
    #expect(log.values == [1])
  }
}
