import ArchFlow
import Testing

@Suite struct StateInTests {
  @Test func eagerlySubscribesUpstreamAtOnceAndStopsWithTheScope() {
    let ledger = SubscriptionLedger()
    let upstream = MutableStateFlow(1, ledger: ledger)
    let scope = FlowScope()
    let state = upstream.map { $0 * 10 }.stateIn(scope, initial: 0, started: .eagerly)
    #expect(state.value == 10)
    #expect(ledger.liveCount == 1)
    upstream.value = 2
    #expect(state.value == 20)
    scope.cancel()
    #expect(ledger.liveCount == 0)
    upstream.value = 3
    #expect(state.value == 20)  // keeps its last value
  }

  @Test func lazilyWaitsForTheFirstSubscriberThenKeepsUpstream() {
    let ledger = SubscriptionLedger()
    let upstream = MutableStateFlow(5, ledger: ledger)
    let scope = FlowScope()
    let state = upstream.stateIn(scope, initial: 0, started: .lazily)
    #expect(ledger.liveCount == 0)
    #expect(state.value == 0)
    let log = Recorder<Int>()
    let token = state.subscribe { log.record($0) }
    #expect(ledger.liveCount == 1)
    #expect(log.values == [0, 5])
    token.cancel()
    #expect(ledger.liveCount == 1)  // lazily never stops on its own
    scope.cancel()
    #expect(ledger.liveCount == 0)
  }

  @Test func whileSubscribedWithoutTimeoutStopsWhenTheLastSubscriberLeaves() {
    let ledger = SubscriptionLedger()
    let upstream = MutableStateFlow(1, ledger: ledger)
    let scope = FlowScope()
    let state = upstream.stateIn(scope, initial: 0, started: .whileSubscribed())
    let first = state.subscribe { _ in }
    let second = state.subscribe { _ in }
    #expect(ledger.liveCount == 1)
    first.cancel()
    #expect(ledger.liveCount == 1)
    second.cancel()
    #expect(ledger.liveCount == 0)
    upstream.value = 9
    let third = state.subscribe { _ in }
    #expect(state.value == 9)  // restarted, picked up the new value
    third.cancel()
    scope.cancel()
  }

  @Test func whileSubscribedKeepsUpstreamAcrossARotationWithinTheStopTimeout() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let ledger = SubscriptionLedger()
    let upstream = MutableStateFlow("price 1", ledger: ledger)
    let scope = FlowScope(executor: executor)
    let state = upstream.stateIn(
      scope, initial: "", started: .whileSubscribed(stopTimeout: .seconds(5), clock: clock))
    let oldView = state.subscribe { _ in }
    #expect(ledger.totalCount == 1)
    oldView.cancel()  // rotation: the old view goes…
    clock.advance(by: .seconds(1))
    let newView = state.subscribe { _ in }  // …and the new one comes back in time
    executor.runUntilIdle()
    // NB: make _Sharing.start() skip cancelling the stop timer to watch this fail.
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(30))
    #expect(ledger.liveCount == 1)
    #expect(ledger.totalCount == 1)  // never resubscribed upstream
    newView.cancel()
    scope.cancel()
    executor.runUntilIdle()
  }

  @Test func whileSubscribedStopsUpstreamOnceTheStopTimeoutHasPassed() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let ledger = SubscriptionLedger()
    let upstream = MutableStateFlow(1, ledger: ledger)
    let scope = FlowScope(executor: executor)
    let state = upstream.stateIn(
      scope, initial: 0, started: .whileSubscribed(stopTimeout: .seconds(5), clock: clock))
    state.subscribe { _ in }.cancel()
    clock.advance(by: .seconds(4))
    #expect(ledger.liveCount == 1)
    clock.advance(by: .seconds(1))
    #expect(ledger.liveCount == 0)
    #expect(scope.activeTaskCount == 0)
    #expect(state.value == 1)
    scope.cancel()
  }
}

@Suite struct StateInOwnershipTests {
  @Test(arguments: [SharingStarted.eagerly, .lazily, .whileSubscribed()])
  func releasingTheScopeStopsTheUpstream(started: SharingStarted) {
    let ledger = SubscriptionLedger()
    let upstream = MutableStateFlow(1, ledger: ledger)
    var scope: FlowScope? = FlowScope()
    let state = upstream.stateIn(scope!, initial: 0, started: started)
    let token = state.subscribe { _ in }
    #expect(ledger.liveCount == 1)
    token.cancel()
    // NB: make _Sharing hold its scope strongly and the scope never goes.
    scope = nil
    #expect(ledger.liveCount == 0)
    upstream.value = 2
    #expect(state.value == 1)
  }

  @Test func restartingTheUpstreamManyTimesLeavesNoSubscriptionBehind() {
    let ledger = SubscriptionLedger()
    let upstream = MutableStateFlow(1, ledger: ledger)
    let scope = FlowScope()
    let state = upstream.stateIn(scope, initial: 0, started: .whileSubscribed())
    for _ in 0..<100 { state.subscribe { _ in }.cancel() }
    #expect(ledger.totalCount == 100)
    #expect(ledger.liveCount == 0)
    scope.cancel()
  }

  @Test func noTimeoutNeedsNoClock() {
    let upstream = MutableStateFlow(1, ledger: SubscriptionLedger())
    let scope = FlowScope()
    let state = upstream.stateIn(scope, initial: 0, started: .whileSubscribed())
    let token = state.subscribe { _ in }
    #expect(state.value == 1)
    token.cancel()
    scope.cancel()
  }
}
