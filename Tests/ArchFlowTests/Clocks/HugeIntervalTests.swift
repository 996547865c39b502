import ArchFlow
import Foundation
import Testing

/// An interval of `Int64.max` seconds on a real clock waits (practically
/// forever) instead of crashing the process: the runtime's sleep cannot
/// take a deadline that far, so ArchFlow sleeps in bounded steps.
@Suite struct HugeIntervalTests {
  @Test func debouncingOnTheContinuousClockForInt64MaxSecondsDoesNotCrash() async {
    // NB: sleep until the deadline at once in _operatorTimer to see the child trap in Duration.components.
    await #expect(processExitsWith: .success) {
      let executor = ManualTaskExecutor()
      let flow = MutableStateFlow(0, ledger: SubscriptionLedger())
      let token = flow.debounce(for: .seconds(Int64.max), clock: ContinuousClock(), executor: executor)
        .subscribe { _ in }
      flow.value = 1
      // The timer task starts its sleep on this executor, here and now.
      _ = executor.runUntilIdle()
      token.cancel()
      _ = executor.runUntilIdle()
    }
  }

  @Test func throttlingOnTheContinuousClockForInt64MaxSecondsDoesNotCrash() async {
    await #expect(processExitsWith: .success) {
      let executor = ManualTaskExecutor()
      let flow = MutableStateFlow(0, ledger: SubscriptionLedger())
      let token = flow.throttle(for: .seconds(Int64.max), clock: ContinuousClock(), executor: executor)
        .subscribe { _ in }
      flow.value = 1
      flow.value = 2
      _ = executor.runUntilIdle()
      token.cancel()
      _ = executor.runUntilIdle()
    }
  }
}
