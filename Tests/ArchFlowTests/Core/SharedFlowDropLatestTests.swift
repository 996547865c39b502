import ArchFlow
import Testing

extension CoreContract {
  /// With `.dropLatest`, a value that finds a subscriber's buffer full is
  /// dropped for everyone, as kotlinx's `DROP_LATEST` drops it: no
  /// subscriber gets it, and it never enters the replay cache, so a
  /// newcomer cannot see a value the others never got.
  @Suite("MutableSharedFlow dropLatest", .timeLimit(.minutes(1)))
  struct SharedFlowDropLatestTests {
    let ledger = SubscriptionLedger()

    @Test func aValueDroppedForALaggingConsumerReachesNoOtherSubscriberNorTheReplay() async {
      // NB: in SharedFlow._emit, deliver and record a value although a consumer is full — the fast one gets 3.
      let executor = ManualTaskExecutor()
      let flow = MutableSharedFlow<Int>(
        replay: 1, extraBufferCapacity: 1, onBufferOverflow: .dropLatest, ledger: ledger)
      let fast = Recorder<Int>()
      let token = flow.subscribe { fast.record($0) }
      let slow = StepConsumer(flow, paced: true, executor: executor)
      slow.take()  // subscribed, waiting
      flow.emit(0)
      executor.runUntilIdle()  // took 0; busy
      flow.emit(1)
      flow.emit(2)  // two untaken: its buffer is full
      flow.emit(3)  // dropped for everyone
      #expect(flow.replayCache == [2])
      let newcomer = Recorder<Int>()
      let late = flow.subscribe { newcomer.record($0) }
      #expect(newcomer.values == [2])
      slow.take()
      slow.take()
      flow.emit(4)
      slow.take()
      #expect(slow.taken.values == ["0", "1", "2", "4"])
      #expect(fast.values == [0, 1, 2, 4])
      #expect(newcomer.values == [2, 4])
      #expect(flow.replayCache == [4])
      token.cancel()
      late.cancel()
      await slow.cancel()
      #expect(ledger.liveCount == 0)
    }

    @Test func aValueDroppedDuringADeliveryReachesNoSubscriberNorTheReplay() {
      // NB: in SharedFlow._emit, record the value before the full check — the replay reads [3].
      let flow = MutableSharedFlow<Int>(
        replay: 1, extraBufferCapacity: 1, onBufferOverflow: .dropLatest, ledger: ledger)
      let seen = Recorder<Int>()
      let replays = Recorder<[Int]>()
      let busy = flow.subscribe { value in
        guard value == 0 else { return }
        for more in 1...3 {
          flow.emit(more)  // 1 and 2 wait for this delivery (a buffer of 2); 3 finds it full
          replays.record(flow.replayCache)
        }
      }
      let other = flow.subscribe { seen.record($0) }
      flow.emit(0)
      #expect(seen.values == [0, 1, 2])
      #expect(replays.values == [[1], [2], [2]])
      #expect(flow.replayCache == [2])
      busy.cancel()
      other.cancel()
    }

    @Test func withNobodyFullEveryValueIsKeptAndReplayed() {
      let flow = MutableSharedFlow<Int>(
        replay: 2, extraBufferCapacity: 0, onBufferOverflow: .dropLatest, ledger: ledger)
      for value in 1...5 { #expect(flow.tryEmit(value)) }  // nobody subscribed: the replay slides
      #expect(flow.replayCache == [4, 5])
      let seen = Recorder<Int>()
      let token = flow.subscribe { seen.record($0) }
      flow.emit(6)
      #expect(seen.values == [4, 5, 6])
      #expect(flow.replayCache == [5, 6])
      token.cancel()
    }
  }
}
