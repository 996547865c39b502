import ArchFlow
import Testing

/// `shareIn` on any flow: one upstream subscription for every subscriber,
/// started and stopped as kotlinx's ShareInTest and SharingStartedTest pin
/// down (the behaviour, ported; not the code).
@Suite struct ShareInTests {
  @Test func replayZeroEagerlySharesOneUpstreamAndGivesOnlyLaterValues() {
    let ledger = SubscriptionLedger()
    let upstream = MutableSharedFlow<Int>(ledger: ledger)
    let scope = FlowScope()
    let shared = upstream.map { $0 * 10 }.shareIn(scope, started: .eagerly)
    #expect(ledger.liveCount == 1)
    upstream.emit(1)  // nobody listens: gone, as replay is 0
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    let tokens = [shared.subscribe { first.record($0) }, shared.subscribe { second.record($0) }]
    upstream.emit(2)
    #expect(first.values == [20])
    #expect(second.values == [20])
    #expect(ledger.liveCount == 1)  // still one upstream subscription
    for token in tokens { token.cancel() }
    scope.cancel()
    #expect(ledger.liveCount == 0)
  }

  @Test func replayGivesALateSubscriberTheLatestValues() {
    let upstream = MutableSharedFlow<String>()
    let scope = FlowScope()
    let shared = upstream.shareIn(scope, started: .eagerly, replay: 2)
    for word in ["a", "b", "c"] { upstream.emit(word) }
    #expect(shared.replayCache == ["b", "c"])
    let late = Recorder<String>()
    let token = shared.subscribe { late.record($0) }
    upstream.emit("d")
    #expect(late.values == ["b", "c", "d"])
    token.cancel()
    scope.cancel()
  }

  @Test func lazilyStartsWithTheFirstSubscriberAndNeverStopsOnItsOwn() {
    let ledger = SubscriptionLedger()
    let upstream = MutableStateFlow(5, ledger: ledger)
    let scope = FlowScope()
    let shared = upstream.shareIn(scope, started: .lazily, replay: 1)
    #expect(ledger.liveCount == 0)
    let log = Recorder<Int>()
    let token = shared.subscribe { log.record($0) }
    #expect(ledger.liveCount == 1)
    #expect(log.values == [5])
    token.cancel()
    #expect(ledger.liveCount == 1)
    scope.cancel()
    #expect(ledger.liveCount == 0)
  }

  @Test func whileSubscribedStopsWithTheLastSubscriberAndRestartsKeepingTheReplay() {
    let ledger = SubscriptionLedger()
    let upstream = MutableStateFlow(1, ledger: ledger)
    let scope = FlowScope()
    let shared = upstream.shareIn(scope, started: .whileSubscribed(), replay: 1)
    let first = shared.subscribe { _ in }
    #expect(ledger.liveCount == 1)
    first.cancel()
    // NB: make _Sharing.observeSubscribers ignore a count of 0 and the upstream stays.
    #expect(ledger.liveCount == 0)
    #expect(shared.replayCache == [1])  // kept across the stop
    upstream.value = 2
    let log = Recorder<Int>()
    let second = shared.subscribe { log.record($0) }
    #expect(log.values == [1, 2])  // the replay, then the restarted upstream's current value
    second.cancel()
    scope.cancel()
  }

  @Test func whileSubscribedKeepsTheUpstreamThroughARotationWithinTheStopTimeout() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let ledger = SubscriptionLedger()
    let upstream = MutableSharedFlow<String>(ledger: ledger)
    let scope = FlowScope(executor: executor)
    let shared = upstream.shareIn(
      scope, started: .whileSubscribed(stopTimeout: .seconds(5), clock: clock), replay: 1)
    let old = shared.subscribe { _ in }
    old.cancel()
    executor.runUntilIdle()
    clock.advance(by: .seconds(4))
    let new = shared.subscribe { _ in }  // back within 5 s: no restart
    clock.advance(by: .seconds(10))
    #expect(ledger.liveCount == 1)
    new.cancel()
    executor.runUntilIdle()
    clock.advance(by: .seconds(5))
    #expect(ledger.liveCount == 0)
    scope.cancel()
  }

  @Test func aCancelledScopeStopsTheUpstreamForGood() {
    let ledger = SubscriptionLedger()
    let upstream = MutableSharedFlow<Int>(ledger: ledger)
    let scope = FlowScope()
    let shared = upstream.shareIn(scope, started: .whileSubscribed())
    scope.cancel()
    let token = shared.subscribe { _ in }
    #expect(ledger.liveCount == 0)
    token.cancel()
  }
}
