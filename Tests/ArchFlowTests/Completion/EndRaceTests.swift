import ArchFlow
import Dispatch
import Testing

/// A subscription's end from two sides at once: exactly one wins, and
/// what it links is cancelled once. Runs under ThreadSanitizer.
@Suite("Completion races")
struct EndRaceTests {
  @Test func completingAndCancellingAtOnceEndsTheSubscriptionExactlyOnce() {
    for _ in 0..<500 {
      let heard = Recorder<FlowCompletion<LoadError>>()
      let linkedCancels = Recorder<Int>()
      let end = SubscriptionEnd<LoadError> { heard.record($0) }
      end.link(ActionCancellable { linkedCancels.record(1) })
      DispatchQueue.concurrentPerform(iterations: 2) { side in
        if side == 0 { end.complete(.failed(.offline)) } else { end.cancel() }
      }
      #expect(heard.count <= 1)
      #expect(linkedCancels.count == 1)
      #expect(!end.isActive)
    }
  }

  @Test func cancellingAPipelineWhileItsSourceFinishesOnAnotherThreadIsClean() {
    for _ in 0..<300 {
      let ledger = SubscriptionLedger()
      let emitters = Recorder<FlowEmitter<Int, LoadError>>()
      let flow = AnyThrowingFlow<Int, LoadError>.create { emitter in
        emitters.record(emitter)
        return ActionCancellable {}
      }
      let heard = Recorder<FlowCompletion<LoadError>?>()
      let token = SubscriptionLedger.$current.withValue(ledger) {
        flow.map { $0 + 1 }.removeDuplicates().onCompletion { heard.record($0) }
          .subscribe({ _ in }, onCompletion: { _ in })
      }
      DispatchQueue.concurrentPerform(iterations: 2) { side in
        if side == 0 {
          emitters.values[0].send(1)
          emitters.values[0].fail(.offline)
        } else {
          token.cancel()
        }
      }
      #expect(heard.count == 1)
      #expect(ledger.liveCount == 0)
    }
  }
}
