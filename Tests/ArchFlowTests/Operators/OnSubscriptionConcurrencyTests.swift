import ArchFlow
import Dispatch
import Testing

/// `onSubscription` holds what the upstream delivers while its action runs;
/// values emitted from another thread meanwhile arrive once each, in order,
/// after the action's own (run under ThreadSanitizer by `.ci/run`).
@Suite struct OnSubscriptionConcurrencyTests {
  @Test func valuesEmittedWhileTheActionRunsArriveOnceInOrder() {
    for _ in 0..<20 {
      let shared = MutableSharedFlow<Int>(extraBufferCapacity: 4_096)
      let log = Recorder<Int>()
      let group = DispatchGroup()
      let token = shared.onSubscription { send in
        send(-1)
        DispatchQueue.global().async(group: group) {
          for value in 0..<500 { shared.emit(value) }
        }
        for _ in 0..<100 { _ = shared.currentSubscriptionCount }  // let the emitter start
      }.subscribe { log.record($0) }
      group.wait()
      // NB: set `isOpen` before draining in _SubscriptionGate.open() and held values can overtake.
      #expect(log.values.first == -1)
      #expect(Array(log.values.dropFirst()) == Array(0..<500))
      token.cancel()
    }
  }
}
