import Testing
@testable import ArchFlow

@Suite struct DebounceTests {
  @Test func debounceEmitsOnlyAfterQuietPeriod() {
    // NB: in `_DebounceStateMachine`, hand back no timer to cancel in
    // `valueArrived` and drop the generation check in `timerFired`: "c"
    // then comes out at tick 2, on "a"'s timer.
    #expect(marbles("abc-----|") { $0.debounce(for: .seconds(2), clock: $1, executor: $2) } == "----c---")
  }

  @Test func debounceEmitsEachValueFollowedByAQuietPeriod() {
    #expect(marbles("a---b-----|") { $0.debounce(for: .seconds(2), clock: $1, executor: $2) } == "--a---b---")
  }

  @Test func debounceTimerDueAtTheSameTickAsANewValueFiresFirst() {
    // "a" has been quiet for exactly 2 s when "b" arrives at tick 2.
    #expect(marbles("a-b---c---|") { $0.debounce(for: .seconds(2), clock: $1, executor: $2) } == "--a-b---c-")
  }

  @Test func debounceKeepsRestartingWhileValuesKeepComing() {
    #expect(marbles("a-b-c-d-------|") { $0.debounce(for: .seconds(3), clock: $1, executor: $2) } == "---------d----")
  }

  @Test func debounceDropsThePendingValueWhenCancelledBeforeTheQuietPeriodEnds() {
    // The helper cancels after tick 3; "b" would have come out at tick 5.
    #expect(marbles("a--b|") { $0.debounce(for: .seconds(2), clock: $1, executor: $2) } == "--a-")
  }

  @Test func cancellingADebouncedSubscriptionCancelsItsPendingTimer() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let ledger = SubscriptionLedger()
    let source = MutableSharedFlow<Int>(ledger: ledger)
    let log = OperatorLog<Int>()
    let token = source.debounce(for: .seconds(1), clock: clock, executor: executor)
      .subscribe { log.append($0) }
    source.emit(1)
    executor.runUntilIdle()
    #expect(clock.sleeperCount == 1)

    token.cancel()
    // NB: return nil from `closeLocked()` in DebounceStorage and the sleeper stays.
    #expect(clock.sleeperCount == 0)
    #expect(ledger.liveCount == 0)
    clock.advance(by: .seconds(5))
    #expect(log.values == [])
    #expect(executor.pendingJobCount == 0)
  }

  @Test func eachDebouncedSubscriberHasItsOwnTimer() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let source = MutableSharedFlow<Int>(ledger: SubscriptionLedger())
    let debounced = source.debounce(for: .seconds(2), clock: clock, executor: executor)
    let first = OperatorLog<Int>()
    let second = OperatorLog<Int>()
    let firstToken = debounced.subscribe { first.append($0) }
    source.emit(1)
    clock.advance(by: .seconds(1))
    let secondToken = debounced.subscribe { second.append($0) }
    source.emit(2)
    clock.advance(by: .seconds(2))
    #expect(first.values == [2])
    #expect(second.values == [2])
    firstToken.cancel()
    source.emit(3)
    clock.advance(by: .seconds(2))
    #expect(first.values == [2])
    #expect(second.values == [2, 3])
    secondToken.cancel()
  }

  @Test func debounceWithoutAnExecutorDeliversFromTheGlobalExecutor() async {
    let ledger = SubscriptionLedger()
    let source = MutableStateFlow(1, ledger: ledger)
    do {
      var values = source.debounce(for: .seconds(1), clock: ImmediateClock()).values.makeAsyncIterator()
      #expect(await values.next() == 1)
      source.value = 2
      #expect(await values.next() == 2)
    }
    // Dropping the iterator cancelled the subscription.
    #expect(ledger.liveCount == 0)
  }

  @Test func debounceTimerThatWakesAfterBeingSupersededDeliversNothing() {
    var machine = _DebounceStateMachine<String, Int>()
    let first = machine.valueArrived("a")
    #expect(machine.timerStarted(1, generation: first.startTimer!) == nil)
    let second = machine.valueArrived("b")
    #expect(second.cancelTimer == 1)
    // The first timer was cancelled, but wakes anyway.
    // NB: drop the generation check in `timerFired` and this returns "b" early.
    #expect(machine.timerFired(generation: first.startTimer!) == nil)
    #expect(machine.timerFired(generation: second.startTimer!) == "b")
    #expect(machine.timerFired(generation: second.startTimer!) == nil)
  }

  @Test func debounceTimerStartedAfterCancellationIsHandedBackToBeCancelled() {
    var machine = _DebounceStateMachine<String, Int>()
    let action = machine.valueArrived("a")
    #expect(machine.cancel() == nil)
    #expect(machine.timerStarted(7, generation: action.startTimer!) == 7)
    #expect(machine.valueArrived("b").startTimer == nil)
  }
}
