import ArchFlow
import ArchTestSupport
import Foundation
import Testing

extension CoreContract {
  @Suite("MutableStateFlow subscriptions")
  struct StateFlowSubscriptionTests {
    let ledger = SubscriptionLedger()

    // MARK: subscriptionCount

    @Test func subscriptionCountStartsWithTheCurrentCountAndFollowsEveryChange() {
      let flow = MutableStateFlow(0, ledger: ledger)
      let counts = Recorder<Int>()
      let observer = flow.subscriptionCount.subscribe { counts.record($0) }
      #expect(counts.values == [0])
      let a = flow.subscribe { _ in }
      let b = flow.subscribe { _ in }
      b.cancel()
      a.cancel()
      #expect(counts.values == [0, 1, 2, 1, 0])
      observer.cancel()
    }

    @Test func subscriptionCountReplaysTheCurrentCountToALateObserver() {
      let flow = MutableStateFlow(0, ledger: ledger)
      let a = flow.subscribe { _ in }
      let b = flow.subscribe { _ in }
      #expect(flow.subscriptionCount.replay == 1)
      let counts = Recorder<Int>()
      let observer = flow.subscriptionCount.subscribe { counts.record($0) }
      #expect(counts.values == [2])
      a.cancel()
      b.cancel()
      observer.cancel()
    }

    @Test func subscriptionCountIsNotConflated() {
      // NB: give subscriptionCount's MutableSharedFlow `extraBufferCapacity: 0` — the observer sees 0, 1, 1.
      let flow = MutableStateFlow(0, ledger: ledger)
      let counts = Recorder<Int>()
      let once = Once()
      // While the observer is being called with 1, a subscribe is immediately
      // followed by a cancel: both changes must reach it, in order.
      let observer = flow.subscriptionCount.subscribe { count in
        counts.record(count)
        if count == 1, once() {
          flow.subscribe { _ in }.cancel()
        }
      }
      let a = flow.subscribe { _ in }
      #expect(counts.values == [0, 1, 2, 1])
      a.cancel()
      #expect(counts.values == [0, 1, 2, 1, 0])
      observer.cancel()
    }

    // MARK: Cancelling

    @Test func cancelledSubscriberIsNotCalledAgain() {
      let flow = MutableStateFlow(0, ledger: ledger)
      let seen = Recorder<Int>()
      let token = flow.subscribe { seen.record($0) }
      token.cancel()
      flow.value = 1
      flow.value = 2
      #expect(seen.values == [0])
      #expect(ledger.liveCount == 0)
    }

    @Test func cancelIsIdempotent() {
      // NB: in _SubscriberList.remove, drop the `index >= 0` guard — the second cancel leaves the ledger twice.
      let flow = MutableStateFlow(0, ledger: ledger)
      let counts = Recorder<Int>()
      let observer = flow.subscriptionCount.subscribe { counts.record($0) }
      let kept = Recorder<Int>()
      let a = flow.subscribe { _ in }
      let b = flow.subscribe { kept.record($0) }
      a.cancel()
      a.cancel()
      a.cancel()
      #expect(counts.values == [0, 1, 2, 1])
      #expect(ledger.liveCount == 2)  // b and the count observer
      flow.value = 1
      #expect(kept.values == [0, 1])
      b.cancel()
      observer.cancel()
      #expect(ledger.liveCount == 0)
    }

    @Test func cancellingOneOfTenThousandLeavesTheOthersCalled() {
      let flow = MutableStateFlow(0, ledger: ledger)
      let count = 10_000
      let hits = HitCounter(size: count)
      let tokens = (0..<count).map { index in flow.subscribe { _ in hits.hit(index) } }
      let cancelled = 1_234
      tokens[cancelled].cancel()
      hits.reset()
      flow.value = 1
      #expect(hits.mismatches { $0 == cancelled ? 0 : 1 }.isEmpty)
      #expect(ledger.liveCount == count - 1)
      for token in tokens { token.cancel() }
      #expect(ledger.liveCount == 0)
    }

    @Test func cancellingManyInRandomOrderLeavesExactlyTheRestCalled() {
      // NB: in _SubscriberList.remove, drop `last.index = index` — a later cancel removes the wrong subscriber.
      let flow = MutableStateFlow(0, ledger: ledger)
      let count = 10_000
      let hits = HitCounter(size: count)
      let tokens = (0..<count).map { index in flow.subscribe { _ in hits.hit(index) } }
      var generator = SplitMix(seed: 0xA5C1_1E55)
      let order = Array(0..<count).shuffled(using: &generator)
      var live = Set(0..<count)
      for batch in stride(from: 0, to: 9_000, by: 3_000) {
        for index in order[batch..<batch + 3_000] {
          tokens[index].cancel()
          live.remove(index)
        }
        hits.reset()
        flow.value += 1
        let wrong = hits.mismatches { live.contains($0) ? 1 : 0 }
        #expect(wrong.isEmpty, "\(wrong.count) subscribers called wrongly after cancelling \(batch + 3_000)")
        #expect(ledger.liveCount == live.count)
      }
      for token in tokens { token.cancel() }
      #expect(ledger.liveCount == 0)
    }
  }
}
