import ArchFlow
import Testing

extension CoreContract {
  @Suite("MutableSharedFlow")
  struct MutableSharedFlowTests {
    let ledger = SubscriptionLedger()

    // MARK: Replay

    @Test func hasNoReplayByDefault() {
      let flow = MutableSharedFlow<Int>(ledger: ledger)
      flow.emit(1)
      let seen = Recorder<Int>()
      let token = flow.subscribe { seen.record($0) }
      #expect(flow.replay == 0)
      #expect(flow.replayCache.isEmpty)
      #expect(seen.values.isEmpty)
      flow.emit(2)
      #expect(seen.values == [2])
      token.cancel()
    }

    @Test func replaysTheLastNValuesToANewSubscriber() {
      // NB: in SharedFlow.subscribe, skip the `replayed` loop.
      let flow = MutableSharedFlow<Int>(replay: 2, ledger: ledger)
      for value in 1...3 { flow.emit(value) }
      let seen = Recorder<Int>()
      let token = flow.subscribe { seen.record($0) }
      #expect(seen.values == [2, 3])
      flow.emit(4)
      #expect(seen.values == [2, 3, 4])
      token.cancel()
    }

    @Test func replayCacheHoldsTheLastNValuesOldestFirst() {
      let flow = MutableSharedFlow<Int>(replay: 3, ledger: ledger)
      #expect(flow.replayCache.isEmpty)
      for value in 1...5 { flow.emit(value) }
      #expect(flow.replayCache == [3, 4, 5])
    }

    @Test func resetReplayCacheForgetsTheReplayedValues() {
      let flow = MutableSharedFlow<Int>(replay: 2, ledger: ledger)
      let early = Recorder<Int>()
      let earlyToken = flow.subscribe { early.record($0) }
      flow.emit(1)
      flow.emit(2)
      flow.resetReplayCache()
      #expect(flow.replayCache.isEmpty)
      let late = Recorder<Int>()
      let lateToken = flow.subscribe { late.record($0) }
      #expect(late.values.isEmpty)
      flow.emit(3)
      #expect(late.values == [3])
      #expect(early.values == [1, 2, 3])
      #expect(flow.replayCache == [3])
      earlyToken.cancel()
      lateToken.cancel()
    }

    // MARK: Delivery

    @Test func everySubscriberGetsEveryValueInEmissionOrder() {
      let flow = MutableSharedFlow<Int>(ledger: ledger)
      let first = Recorder<Int>()
      let second = Recorder<Int>()
      let a = flow.subscribe { first.record($0) }
      let b = flow.subscribe { second.record($0) }
      for value in [1, 1, 2, 3] { flow.emit(value) }  // no equality filter
      #expect(first.values == [1, 1, 2, 3])
      #expect(second.values == [1, 1, 2, 3])
      a.cancel()
      b.cancel()
    }

    @Test func valuesEmittedInsideACallbackAreDeliveredAfterTheCurrentOneInOrder() {
      // NB: in SharedFlow._emit, deliver at once even when `delivering` — the inner values overtake 1.
      let flow = MutableSharedFlow<Int>(ledger: ledger)
      let emitter = Recorder<Int>()
      let witness = Recorder<Int>()
      let a = flow.subscribe { value in
        emitter.record(value)
        if value == 1 {
          flow.emit(10)
          flow.emit(11)
          emitter.record(-1)  // marks the end of this call
        }
      }
      let b = flow.subscribe { witness.record($0) }
      flow.emit(1)
      flow.emit(2)
      #expect(emitter.values == [1, -1, 10, 11, 2])
      #expect(witness.values == [1, 10, 11, 2])
      a.cancel()
      b.cancel()
    }

    struct OverflowCase: Sendable, CustomTestStringConvertible {
      var replay: Int
      var extraBufferCapacity: Int
      var policy: BufferOverflow
      var expected: [Int]
      var testDescription: String { "replay \(replay) + extra \(extraBufferCapacity), \(policy)" }
    }

    @Test(arguments: [
      // Buffer of 2, five values emitted during the delivery of 0.
      OverflowCase(replay: 0, extraBufferCapacity: 2, policy: .dropOldest, expected: [0, 4, 5]),
      OverflowCase(replay: 0, extraBufferCapacity: 2, policy: .dropLatest, expected: [0, 1, 2]),
      // replay counts towards the buffer: 1 + 2 = 3.
      OverflowCase(replay: 1, extraBufferCapacity: 2, policy: .dropOldest, expected: [0, 3, 4, 5]),
      OverflowCase(replay: 1, extraBufferCapacity: 2, policy: .dropLatest, expected: [0, 1, 2, 3]),
    ])
    func overflowDuringADeliveryKeepsWhatThePolicySays(_ overflow: OverflowCase) {
      // NB: in _Queue.append(_:capacity:overflow:), swap the two policies.
      let flow = MutableSharedFlow<Int>(
        replay: overflow.replay, extraBufferCapacity: overflow.extraBufferCapacity,
        onBufferOverflow: overflow.policy, ledger: ledger)
      let seen = Recorder<Int>()
      let a = flow.subscribe { value in
        if value == 0 { for more in 1...5 { flow.emit(more) } }
      }
      let b = flow.subscribe { seen.record($0) }
      flow.emit(0)
      #expect(seen.values == overflow.expected)
      a.cancel()
      b.cancel()
    }

    @Test(arguments: [BufferOverflow.dropOldest, .dropLatest])
    func laggingValuesConsumerGetsABufferOfTheSameSizeAndPolicy(_ policy: BufferOverflow) async {
      // NB: in SharedFlow.values, use `.unbounded` — the consumer gets all five.
      let flow = MutableSharedFlow<Int>(
        replay: 1, extraBufferCapacity: 2, onBufferOverflow: policy, ledger: ledger)
      flow.emit(0)
      var values = flow.values.makeAsyncIterator()
      #expect(await values.next() == 0)  // replayed; the iterator is subscribed now
      for value in 1...5 { flow.emit(value) }  // the consumer lags: buffer of 1 + 2
      var caughtUp: [Int] = []
      for _ in 0..<3 { caughtUp.append(await values.next() ?? -1) }
      #expect(caughtUp == (policy == .dropOldest ? [3, 4, 5] : [1, 2, 3]))
      flow.emit(99)
      #expect(await values.next() == 99)  // nothing else was kept
    }

    @Test func subscriptionCountFollowsSubscribeAndCancel() {
      let flow = MutableSharedFlow<Int>(ledger: ledger)
      let counts = Recorder<Int>()
      let observer = flow.subscriptionCount.subscribe { counts.record($0) }
      let a = flow.subscribe { _ in }
      flow.subscribe { _ in }.cancel()
      a.cancel()
      #expect(counts.values == [0, 1, 2, 1, 0])
      observer.cancel()
    }

    @Test func cancelledSubscriberIsNotCalledAgainAndCancelIsIdempotent() {
      let flow = MutableSharedFlow<Int>(ledger: ledger)
      let seen = Recorder<Int>()
      let other = flow.subscribe { _ in }
      let token = flow.subscribe { seen.record($0) }
      flow.emit(1)
      token.cancel()
      token.cancel()
      flow.emit(2)
      #expect(seen.values == [1])
      #expect(ledger.liveCount == 1)
      other.cancel()
    }

    @Test func releasedFlowsSubscriptionsLeaveTheLedger() {
      weak var released: MutableSharedFlow<Int>?
      do {
        let flow = MutableSharedFlow<Int>(replay: 1, ledger: ledger)
        released = flow
        _ = flow.subscribe { _ in }
        #expect(ledger.liveCount == 1)
      }
      #expect(released == nil)
      #expect(ledger.liveCount == 0)
    }
  }

  /// `replay + extraBufferCapacity` must be at least 1 and neither negative:
  /// emitting never suspends, so a zero buffer would drop every value that
  /// meets a busy subscriber. Checked with exit tests (a child process).
  @Suite("MutableSharedFlow configuration")
  struct MutableSharedFlowConfigurationTests {
    @Test func rejectsANegativeReplay() async {
      await #expect(processExitsWith: .failure) {
        _ = MutableSharedFlow<Int>(replay: -1, extraBufferCapacity: 4, ledger: SubscriptionLedger())
      }
    }

    @Test func rejectsANegativeExtraBufferCapacity() async {
      await #expect(processExitsWith: .failure) {
        _ = MutableSharedFlow<Int>(replay: 4, extraBufferCapacity: -1, ledger: SubscriptionLedger())
      }
    }

    @Test func rejectsABufferOfZero() async {
      // NB: in SharedFlow.init, drop the `sum > 0` precondition.
      await #expect(processExitsWith: .failure) {
        _ = MutableSharedFlow<Int>(replay: 0, extraBufferCapacity: 0, ledger: SubscriptionLedger())
      }
    }

    @Test func acceptsReplayAloneOrExtraBufferAlone() {
      let replayOnly = MutableSharedFlow<Int>(replay: 1, extraBufferCapacity: 0, ledger: SubscriptionLedger())
      let bufferOnly = MutableSharedFlow<Int>(replay: 0, extraBufferCapacity: 1, ledger: SubscriptionLedger())
      #expect(replayOnly.replay == 1)
      #expect(bufferOnly.extraBufferCapacity == 1)
    }
  }
}
