import ArchFlow
import Testing

/// The behaviour of kotlinx.coroutines' SharingStartedTest and
/// SharingStartedWhileSubscribedTest, ported (not copied): one test per
/// kotlinx test, the kotlinx name as display name. Each scenario runs three
/// times, as in kotlinx, a second apart.
@Suite("kotlinx SharingStartedTest")
struct SharingStartedKotlinxTests {
  private func threeTimes(_ harness: SharingHarness, _ scenario: (SharingHarness) -> Void) {
    for _ in 0..<3 {
      scenario(harness)
      harness.delay(1000)
    }
    harness.stop()
  }

  @Test("testEagerly") func eagerlyStartsAtOnceAndNeverStops() {
    let harness = SharingHarness { _ in .eagerly }
    #expect(harness.command == .start)
    threeTimes(harness) { harness in
      harness.subscriptions(1)
      harness.rampUpAndDown()
      harness.subscriptions(0)
      harness.delay(100)
      #expect(harness.command == .start)
    }
  }

  @Test("testLazily") func lazilyStartsWithTheFirstSubscriberAndNeverStops() {
    let harness = SharingHarness { _ in .lazily }
    #expect(harness.command == .stopAndResetReplayCache)  // never started: nothing replayed
    threeTimes(harness) { harness in
      harness.subscriptions(1)
      #expect(harness.command == .start)
      harness.rampUpAndDown()
      harness.subscriptions(0)
      #expect(harness.command == .start)
    }
  }

  @Test("testWhileSubscribed") func whileSubscribedStopsWithTheLastSubscriberKeepingTheReplay() {
    let harness = SharingHarness { _ in .whileSubscribed() }
    threeTimes(harness) { harness in
      harness.subscriptions(1)
      #expect(harness.command == .start)
      harness.rampUpAndDown()
      #expect(harness.command == .start)
      harness.subscriptions(0)
      #expect(harness.command == .stop)
      harness.delay(100)
      #expect(harness.command == .stop)
    }
  }

  @Test("testWhileSubscribedExpireImmediately") func aZeroReplayExpirationResetsTheReplayAtTheStop() {
    let harness = SharingHarness { clock in
      .whileSubscribed(stopTimeout: .zero, replayExpiration: .zero, clock: clock)
    }
    threeTimes(harness) { harness in
      harness.subscriptions(1)
      #expect(harness.command == .start)
      harness.rampUpAndDown()
      harness.subscriptions(0)
      #expect(harness.command == .stopAndResetReplayCache)
      harness.delay(100)
      #expect(harness.command == .stopAndResetReplayCache)
    }
  }

  @Test("testWhileSubscribedWithTimeout") func aSubscriberBackWithinTheStopTimeoutKeepsTheUpstream() {
    let harness = SharingHarness { clock in .whileSubscribed(stopTimeout: .milliseconds(100), clock: clock) }
    threeTimes(harness) { harness in
      harness.subscriptions(1)
      #expect(harness.command == .start)
      harness.rampUpAndDown()
      harness.subscriptions(0)
      harness.delay(50)  // not long enough to stop
      #expect(harness.command == .start)
      harness.subscriptions(1)
      harness.rampUpAndDown()
      harness.subscriptions(0)
      harness.delay(99)
      #expect(harness.command == .start)
      harness.delay(1)  // 100 ms after the last one left
      #expect(harness.command == .stop)
      harness.delay(100)
    }
  }

  @Test("testWhileSubscribedExpiration") func theReplayIsResetOnceTheExpirationPassesWithoutASubscriber() {
    let harness = SharingHarness { clock in
      .whileSubscribed(stopTimeout: .zero, replayExpiration: .milliseconds(200), clock: clock)
    }
    threeTimes(harness) { harness in
      harness.subscriptions(1)
      #expect(harness.command == .start)
      harness.rampUpAndDown()
      harness.subscriptions(0)
      #expect(harness.command == .stop)
      harness.delay(150)  // not long enough to expire
      #expect(harness.command == .stop)
      harness.subscriptions(1)
      #expect(harness.command == .start)
      harness.rampUpAndDown()
      harness.subscriptions(0)
      #expect(harness.command == .stop)
      harness.delay(199)
      #expect(harness.command == .stop)
      harness.delay(1)
      #expect(harness.command == .stopAndResetReplayCache)
    }
  }

  @Test("testWhileSubscribedStopAndExpiration") func theExpirationCountsFromTheStopNotFromTheLastSubscriber() {
    let harness = SharingHarness { clock in
      .whileSubscribed(stopTimeout: .milliseconds(400), replayExpiration: .milliseconds(300), clock: clock)
    }
    threeTimes(harness) { harness in
      harness.subscriptions(1)
      #expect(harness.command == .start)
      harness.rampUpAndDown()
      harness.subscriptions(0)
      harness.delay(350)  // not long enough to stop
      #expect(harness.command == .start)
      harness.subscriptions(1)
      harness.rampUpAndDown()
      harness.subscriptions(0)
      harness.delay(400)
      #expect(harness.command == .stop)
      harness.delay(250)  // not long enough to expire
      #expect(harness.command == .stop)
      harness.subscriptions(1)
      #expect(harness.command == .start)
      harness.rampUpAndDown()
      harness.subscriptions(0)
      harness.delay(400)
      #expect(harness.command == .stop)
      harness.delay(300)
      #expect(harness.command == .stopAndResetReplayCache)
      harness.delay(100)
    }
  }
}

/// kotlinx's SharingStartedWhileSubscribedTest, ported.
@Suite("kotlinx SharingStartedWhileSubscribedTest")
struct SharingStartedWhileSubscribedKotlinxTests {
  /// A cold upstream that counts its starts, sends 1 and never ends.
  private func hanging(starts: Recorder<Int>) -> AnyFlow<Int> {
    .create { emitter in
      starts.record(starts.count + 1)
      emitter.send(1)
      return ActionCancellable {}
    }
  }

  @Test("testEqualsAndHashcode") func strategiesWithTheSameParametersBehaveAlike() {
    // A strategy holds its clock, so ArchFlow compares strategies by what
    // they do: two made alike stop the same upstream at the same time.
    let harnesses = (0..<2).map { _ in
      SharingHarness { clock in .whileSubscribed(stopTimeout: .milliseconds(213), clock: clock) }
    }
    for harness in harnesses {
      harness.subscriptions(1)
      harness.subscriptions(0)
      harness.delay(212)
    }
    #expect(harnesses.map(\.command) == [.start, .start])
    for harness in harnesses { harness.delay(1) }
    #expect(harnesses.map(\.command) == [.stop, .stop])
    for harness in harnesses { harness.stop() }
  }

  @Test("testDurationParams") func aDurationOfZeroMeansAtOnceAndNilMeansNever() {
    let immediate = SharingHarness { clock in
      .whileSubscribed(stopTimeout: .zero, replayExpiration: .zero, clock: clock)
    }
    let never = SharingHarness { clock in .whileSubscribed(stopTimeout: .zero, replayExpiration: nil, clock: clock) }
    for harness in [immediate, never] {
      harness.subscriptions(1)
      harness.subscriptions(0)
      harness.delay(1_000_000_000)
    }
    #expect(immediate.command == .stopAndResetReplayCache)
    #expect(never.command == .stop)
    immediate.stop()
    never.stop()
  }

  @Test("testShouldRestart") func theUpstreamRestartsForASubscriberAfterTheStop() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let scope = FlowScope(executor: executor)
    let starts = Recorder<Int>()
    let shared = hanging(starts: starts)
      .shareIn(scope, started: .whileSubscribed(stopTimeout: .milliseconds(100), clock: clock))
    _ = shared.onSubscription { _ in }.take(1).subscribe { _ in }
    #expect(starts.values == [1])
    executor.runUntilIdle()
    clock.advance(by: .milliseconds(200))
    executor.runUntilIdle()
    _ = shared.take(1).subscribe { _ in }
    #expect(starts.values == [1, 2])
    scope.cancel()
  }

  @Test("testImmediateUnsubscribe") func subscribersComingBackWithinTheTimeoutKeepOneUpstream() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let scope = FlowScope(executor: executor)
    let starts = Recorder<Int>()
    let shared = hanging(starts: starts).shareIn(
      scope, started: .whileSubscribed(stopTimeout: .milliseconds(400), replayExpiration: .zero, clock: clock),
      replay: 1)
    for _ in 0..<5 {
      let got = Recorder<Int>()
      _ = shared.take(1).subscribe { got.record($0) }
      #expect(got.values == [1])
      executor.runUntilIdle()
      clock.advance(by: .milliseconds(100))
      executor.runUntilIdle()
    }
    #expect(starts.values == [1])
    scope.cancel()
  }
}
