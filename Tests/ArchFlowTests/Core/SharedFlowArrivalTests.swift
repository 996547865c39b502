import ArchFlow
import Foundation
import Testing

extension CoreContract {
  /// A subscriber that arrives while a delivery runs gets the last `replay`
  /// values emitted before it subscribed, then the values emitted after —
  /// never a value still waiting from before it came.
  @Suite("MutableSharedFlow arrivals")
  struct SharedFlowArrivalTests {
    let ledger = SubscriptionLedger()

    @Test func aSubscriberAddedDuringADeliveryGetsOnlyValuesEmittedAfterIt() {
      // NB: in SharedFlow._drain, deliver pending values to `list.nodes` without skipping arrivals.
      let flow = MutableSharedFlow<Int>(ledger: ledger)
      let late = Recorder<Int>()
      let lateToken = CallbackTokenSlot()
      let token = flow.subscribe { value in
        guard value == 1 else { return }
        flow.emit(2)  // waits: a delivery runs
        lateToken.set(flow.subscribe { late.record($0) })
        flow.emit(3)
      }
      flow.emit(1)
      #expect(late.values == [3])
      flow.emit(4)
      #expect(late.values == [3, 4])
      token.cancel()
      lateToken.cancel()
      #expect(ledger.liveCount == 0)
    }

    @Test(arguments: [1, 2])
    func aSubscriberAddedDuringADeliveryGetsTheLastReplayValuesEmittedBeforeIt(replay: Int) {
      let flow = MutableSharedFlow<Int>(replay: replay, ledger: ledger)
      let late = Recorder<Int>()
      let lateToken = CallbackTokenSlot()
      let token = flow.subscribe { value in
        guard value == 1 else { return }
        flow.emit(2)
        flow.emit(3)
        lateToken.set(flow.subscribe { late.record($0) })
        flow.emit(4)
      }
      flow.emit(1)
      #expect(late.values == Array([2, 3].suffix(replay)) + [4])
      token.cancel()
      lateToken.cancel()
    }

    @Test func aSubscriberAddedWhileAnotherThreadDeliversGetsOnlyValuesEmittedAfterIt() {
      // The deliverer's callback holds its thread until this thread has
      // emitted, subscribed and emitted again: deterministic, no sleeps.
      let flow = MutableSharedFlow<Int>(ledger: ledger)
      let entered = DispatchSemaphore(value: 0)
      let release = DispatchSemaphore(value: 0)
      let token = flow.subscribe { value in
        if value == 1 {
          entered.signal()
          release.wait()
        }
      }
      let delivered = DispatchGroup()
      delivered.enter()
      Thread {
        flow.emit(1)
        delivered.leave()
      }.start()
      entered.wait()
      flow.emit(2)  // the other thread delivers it, later
      let late = Recorder<Int>()
      let lateToken = flow.subscribe { late.record($0) }
      flow.emit(3)
      release.signal()
      delivered.wait()
      #expect(late.values == [3])
      token.cancel()
      lateToken.cancel()
    }
  }
}
