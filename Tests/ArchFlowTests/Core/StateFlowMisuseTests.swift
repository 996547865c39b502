import ArchFlow
import Foundation
import Synchronization
import Testing

/// Counts calls from `@Sendable` closures inside an exit test.
private final class Rounds: Sendable {
  private let count = Atomic<Int>(0)

  /// Counts one more; past 1,000 the code under test loops: exit with
  /// success, so the exit test fails at once instead of hanging.
  func next() {
    if count.add(1, ordering: .relaxed).newValue > 1_000 { exit(0) }
  }
}

extension CoreContract {
  /// Writing a state flow from inside its own `update` closure can never
  /// settle (the closure retries after every write, and writes again):
  /// it stops with a message that names the mistake, in release builds too.
  @Suite("MutableStateFlow misuse")
  struct StateFlowMisuseTests {
    @Test func updateCalledInsideItsOwnUpdateClosureStopsWithAClearMessage() async {
      // NB: in StateFlow._update, drop the `updaters` check — the closure retries forever.
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let flow = MutableStateFlow(0, ledger: SubscriptionLedger())
        let rounds = Rounds()
        flow.update { value in
          rounds.next()
          flow.update { $0 += 1 }
          value += 1
        }
      }
      let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(stderr.contains("MutableStateFlow<Int>.update was called inside its own update closure"))
    }

    @Test func settingTheValueInsideItsUpdateClosureStopsWithAClearMessage() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let flow = MutableStateFlow(0, ledger: SubscriptionLedger())
        let rounds = Rounds()
        flow.update { value in
          rounds.next()
          flow.value = value + 1
          value += 2
        }
      }
      let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(stderr.contains("MutableStateFlow<Int>.value was set inside its own update closure"))
    }

    @Test func aSubscriberThatUpdatesWhenCalledFromInsideAnUpdateClosureStopsWithAClearMessage() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let flow = MutableStateFlow(0, ledger: SubscriptionLedger())
        let rounds = Rounds()
        flow.update { value in
          rounds.next()
          _ = flow.subscribe { _ in  // called at once, still inside the closure
            rounds.next()
            flow.update { $0 += 1 }
          }
          value += 1
        }
      }
      let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(stderr.contains("MutableStateFlow<Int>.update was called inside its own update closure"))
    }

    @Test func aSubscriberMayUpdateWhileAnUpdateDeliversItsValue() {
      // Not nested: the update's closure has returned when its value is delivered.
      let flow = MutableStateFlow(0, ledger: SubscriptionLedger())
      let seen = Recorder<Int>()
      let clamp = flow.subscribe { value in if value > 10 { flow.update { $0 = 10 } } }
      let token = flow.subscribe { seen.record($0) }
      flow.update { $0 = 20 }
      #expect(flow.value == 10)
      #expect(seen.last == 10)
      clamp.cancel()
      token.cancel()
    }
  }
}
