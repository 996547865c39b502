import ArchFlow
import Foundation
import Testing

extension CoreContract {
  @Suite("MutableStateFlow")
  struct MutableStateFlowTests {
    let ledger = SubscriptionLedger()

    // MARK: Holding a value

    @Test func alwaysHoldsAValueFromTheStart() {
      let flow = MutableStateFlow(7, ledger: ledger)
      #expect(flow.value == 7)
      #expect(flow.asStateFlow().value == 7)
    }

    @Test func settingTheValueIsSeenThroughTheReadOnlyView() {
      let flow = MutableStateFlow("a", ledger: ledger)
      let readOnly: StateFlow<String> = flow.asStateFlow()
      flow.value = "b"
      #expect(readOnly.value == "b")
    }

    @Test func getAndUpdateReturnsTheValueItReplacedAndDeliversTheNewOne() {
      let flow = MutableStateFlow(4, ledger: ledger)
      let seen = Recorder<Int>()
      let token = flow.subscribe { seen.record($0) }
      #expect(flow.getAndUpdate { $0 += 1 } == 4)
      #expect(flow.value == 5)
      #expect(seen.values == [4, 5])
      token.cancel()
    }

    @Test func getAndUpdateFromManyThreadsLosesNoIncrementAndHandsOutEachOldValueOnce() {
      let flow = MutableStateFlow(0, ledger: ledger)
      let old = Recorder<Int>()
      runOnThreads(8) { _ in
        for _ in 0..<200 { old.record(flow.getAndUpdate { $0 += 1 }) }
      }
      #expect(flow.value == 1_600)
      #expect(Set(old.values) == Set(0..<1_600))
    }

    @Test func replayCacheIsTheCurrentValueAlone() {
      let flow = MutableStateFlow("a", ledger: ledger)
      #expect(flow.replayCache == ["a"])
      flow.value = "b"
      #expect(flow.asStateFlow().replayCache == ["b"])
    }

    @Test func currentSubscriptionCountFollowsSubscribeAndCancel() {
      let flow = MutableStateFlow(0, ledger: ledger)
      #expect(flow.currentSubscriptionCount == 0)
      let first = flow.subscribe { _ in }
      let second = flow.subscribe { _ in }
      #expect(flow.currentSubscriptionCount == 2)
      first.cancel()
      #expect(flow.currentSubscriptionCount == 1)
      second.cancel()
      #expect(flow.currentSubscriptionCount == 0)
    }

    @Test func updateAppliesTheTransformAndReturnsTheNewValue() {
      let flow = MutableStateFlow(4, ledger: ledger)
      let result = flow.update { $0 *= 10 }
      #expect(result == 40)
      #expect(flow.value == 40)
    }

    @Test func updateIsAtomicAcrossThreads() {
      // NB: in StateFlow._update, commit without checking `version == seen` — increments get lost.
      let flow = MutableStateFlow(0, ledger: ledger)
      let seen = Recorder<Int>()
      let token = flow.subscribe { seen.record($0) }
      runOnThreads(2) { _ in
        for _ in 0..<10_000 {
          // A slower (still pure) increment widens the read-modify-write window.
          flow.update { value in value = (0..<50).reduce(value) { sum, _ in sum } + 1 }
        }
      }
      #expect(flow.value == 20_000)
      #expect(seen.last == 20_000)
      token.cancel()
    }

    @Test func valueReadsAndWritesFromManyThreadsOnlyEverSeeWrittenValues() {
      let flow = MutableStateFlow(0, ledger: ledger)
      let strays = Recorder<Int>()
      runOnThreads(4) { thread in
        for i in 1...5_000 {
          flow.value = thread * 10_000 + i
          let read = flow.value
          let written = read == 0 || (0..<4).contains(read / 10_000) && (1...5_000).contains(read % 10_000)
          if !written { strays.record(read) }
        }
      }
      #expect(strays.values.isEmpty)
      #expect(flow.value % 10_000 == 5_000)  // some thread's last write
    }

    // MARK: Emitting

    @Test func settingAnEqualValueEmitsNothing() {
      // NB: in StateFlow._commitLocked, drop the `current == newValue` early return.
      let flow = MutableStateFlow(3, ledger: ledger)
      let seen = Recorder<Int>()
      let token = flow.subscribe { seen.record($0) }
      flow.value = 3
      flow.update { $0 = 3 }
      flow.update { _ in }
      #expect(seen.values == [3])
      flow.value = 4
      flow.value = 4
      #expect(seen.values == [3, 4])
      token.cancel()
    }

    @Test func newSubscriberGetsCurrentValueAtOnce() {
      // NB: in StateFlow.subscribe, drop `subscription.deliver(value)`.
      let flow = MutableStateFlow(0, ledger: ledger)
      flow.value = 5
      let seen = Recorder<Int>()
      let token = flow.subscribe { seen.record($0) }
      #expect(seen.values == [5])  // before subscribe's caller runs another line
      token.cancel()
    }

    @Test func subscriberGetsEachLaterDistinctValueInOrder() {
      let flow = MutableStateFlow(0, ledger: ledger)
      let seen = Recorder<Int>()
      let token = flow.subscribe { seen.record($0) }
      for value in [1, 2, 2, 3, 1, 1, 5] { flow.value = value }
      #expect(seen.values == [0, 1, 2, 3, 1, 5])
      token.cancel()
    }

    @Test func everySubscriberGetsTheSameValues() {
      let flow = MutableStateFlow(0, ledger: ledger)
      let first = Recorder<Int>()
      let second = Recorder<Int>()
      let a = flow.subscribe { first.record($0) }
      let b = flow.subscribe { second.record($0) }
      for value in 1...5 { flow.value = value }
      #expect(first.values == [0, 1, 2, 3, 4, 5])
      #expect(second.values == first.values)
      a.cancel()
      b.cancel()
    }

    @Test(.timeLimit(.minutes(1)))
    func subscriberAddedWhileAnotherThreadDeliversGetsTheCurrentValueFromThatDelivery() {
      let flow = MutableStateFlow(0, ledger: ledger)
      let entered = DispatchSemaphore(value: 0)
      let release = DispatchSemaphore(value: 0)
      let finished = DispatchSemaphore(value: 0)
      let blocker = flow.subscribe { value in
        if value == 1 {
          entered.signal()
          release.wait()
        }
      }
      Thread {
        flow.value = 1
        finished.signal()
      }.start()
      entered.wait()  // the other thread is now delivering 1, parked in `blocker`
      let newcomer = Recorder<Int>()
      let token = flow.subscribe { newcomer.record($0) }
      let seenWhenSubscribeReturned = newcomer.values
      release.signal()
      finished.wait()
      // Delivery is serialized: the newcomer is not called beside the other
      // thread's delivery, but by it, before that delivery ends.
      #expect(seenWhenSubscribeReturned.isEmpty)
      #expect(newcomer.values == [1])
      token.cancel()
      blocker.cancel()
    }

    // MARK: Lifetime

    @Test func releasedFlowsSubscriptionsLeaveTheLedger() {
      // NB: in StateFlow.deinit, drop `list.detachAll()`.
      ledger.startRecording()
      weak var released: MutableStateFlow<Int>?
      var token: (any Cancellable)?
      do {
        let flow = MutableStateFlow(0, ledger: ledger)
        released = flow
        token = flow.subscribe(label: "first") { _ in }
        _ = flow.subscribe(label: "forgotten") { _ in }
        #expect(ledger.liveCount == 2)
      }
      #expect(released == nil)  // subscriptions do not keep their flow alive
      #expect(ledger.liveCount == 0)
      #expect(ledger.liveRecords.isEmpty)
      token?.cancel()  // a late cancel is harmless and is not counted twice
      #expect(ledger.liveCount == 0)
    }
  }
}
