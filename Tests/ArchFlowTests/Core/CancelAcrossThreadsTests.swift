import ArchFlow
import Foundation
import Synchronization
import Testing

/// Calls of one subscriber, split by whether `cancel()` had returned when
/// the call began.
private final class CallLog: Sendable {
  // Atomics and a Recorder (its own lock): nothing else is mutable.
  let cancelReturned = Atomic<Bool>(false)
  let before = Atomic<Int>(0)
  let after = Atomic<Int>(0)
  let afterValues = Recorder<Int>()

  func call(_ value: Int) {
    if cancelReturned.load(ordering: .acquiring) {
      after.add(1, ordering: .relaxed)
      afterValues.record(value)
    } else {
      before.add(1, ordering: .relaxed)
    }
  }
}

extension CoreContract {
  /// What `cancel()` promises across threads: once it returns, no delivery
  /// that starts later calls the subscriber; a delivery already running on
  /// another thread may still make the one call it had begun.
  @Suite("cancel across threads", .timeLimit(.minutes(1)))
  struct CancelAcrossThreadsTests {
    @Test func aCallBegunOnAnotherThreadBeforeCancelIsTheOnlyOneAfterItReturns() {
      // `map` runs between the flow's check of the subscription and the
      // subscriber's call: the deliverer is held there while this thread
      // cancels. Deterministic: semaphores order the two threads.
      let flow = MutableStateFlow(0, ledger: SubscriptionLedger())
      let held = DispatchSemaphore(value: 0)
      let release = DispatchSemaphore(value: 0)
      let log = CallLog()
      let token = flow.map { value in
        if value == 1 {
          held.signal()
          release.wait()
        }
        return value
      }.subscribe { log.call($0) }
      let finished = DispatchGroup()
      finished.enter()
      Thread {
        flow.value = 1
        flow.value = 2
        finished.leave()
      }.start()
      held.wait()  // the other thread has begun the call with 1
      token.cancel()
      log.cancelReturned.store(true, ordering: .releasing)
      release.signal()
      finished.wait()
      #expect(log.before.load(ordering: .relaxed) == 1)  // 0, at subscribe
      #expect(log.afterValues.values.allSatisfy { $0 == 1 })  // at most the call begun; never 2
      #expect(log.after.load(ordering: .relaxed) <= 1)
    }

    enum Kind: String, CaseIterable, Sendable { case state, shared }

    @Test(arguments: Kind.allCases)
    func onceCancelReturnsAtMostTheCallUnderWayOnAnotherThreadArrives(kind: Kind) {
      // NB: in _Subscriber.deliver, drop the `cancelled` check — later deliveries call it too.
      for _ in 0..<200 {
        let emit = Self.emitter(kind)
        let log = CallLog()
        let started = DispatchSemaphore(value: 0)
        let calls = Atomic<Int>(0)
        let token = emit.subscribe { value in
          log.call(value)
          if calls.add(1, ordering: .relaxed).newValue == 20 { started.signal() }
        }
        let stop = Atomic<Bool>(false)
        let finished = DispatchGroup()
        finished.enter()
        Thread {
          var value = 1
          while !stop.load(ordering: .relaxed) {
            emit.send(value)
            value += 1
          }
          for _ in 0..<100 { emit.send(-1) }  // deliveries that start after cancel returned
          finished.leave()
        }.start()
        started.wait()  // the other thread is delivering
        token.cancel()
        log.cancelReturned.store(true, ordering: .releasing)
        emit.send(-2)  // this thread, after cancel: never reaches the subscriber
        stop.store(true, ordering: .relaxed)
        finished.wait()
        let late = log.afterValues.values
        #expect(late.count <= 1, "\(kind): called with \(late) after cancel() returned")
        #expect(!late.contains(-1) && !late.contains(-2))
        if late.count > 1 { return }
      }
    }

    /// A state or shared flow of `Int`, behind one interface.
    private static func emitter(_ kind: Kind) -> Emitter {
      let ledger = SubscriptionLedger()
      switch kind {
      case .state:
        let flow = MutableStateFlow(0, ledger: ledger)
        return Emitter(send: { flow.value = $0 }, subscribe: { flow.subscribe($0) })
      case .shared:
        let flow = MutableSharedFlow<Int>(ledger: ledger)
        return Emitter(send: { flow.emit($0) }, subscribe: { flow.subscribe($0) })
      }
    }

    struct Emitter: Sendable {
      var send: @Sendable (Int) -> Void
      var subscribe: @Sendable (@escaping @Sendable (Int) -> Void) -> any Cancellable
    }
  }
}
