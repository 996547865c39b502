import ArchFlow
import Testing

/// The suspending `stateIn(scope)`, with the behaviour of kotlinx's
/// StateInTest (ported, not copied): it waits for the first value, then
/// follows the upstream until the scope ends.
@Suite("stateIn without an initial value", .timeLimit(.minutes(1)))
struct StateInFirstValueTests {
  @Test func returnsOnceTheFirstValueArrivesAndFollowsTheUpstream() async throws {
    let ledger = SubscriptionLedger()
    let upstream = MutableSharedFlow<Int>(replay: 1, ledger: ledger)
    let scope = FlowScope()
    let waiter = Task { try await upstream.map { $0 * 10 }.stateIn(scope) }
    upstream.emit(1)  // replayed if the subscription comes later
    let state = try await waiter.value
    #expect(state.value == 10)
    upstream.emit(2)
    #expect(state.value == 20)
    #expect(ledger.liveCount == 1)
    scope.cancel()
    #expect(ledger.liveCount == 0)
    upstream.emit(3)
    #expect(state.value == 20)  // keeps its last value
  }

  @Test func aStateFlowUpstreamReturnsAtOnceWithItsCurrentValue() async throws {
    let upstream = MutableStateFlow("ready")
    let scope = FlowScope()
    let state = try await upstream.stateIn(scope)
    #expect(state.value == "ready")
    scope.cancel()
  }

  @Test func cancellingTheWaitingTaskThrowsAndLeavesNoSubscription() async {
    let ledger = SubscriptionLedger()
    let upstream = MutableSharedFlow<Int>(ledger: ledger)  // nothing ever comes
    let scope = FlowScope()
    let waiter = Task { try await upstream.stateIn(scope) }
    while ledger.liveCount == 0 { await Task.yield() }  // subscribed
    waiter.cancel()
    // NB: drop `first.cancel()` from the cancellation handler and this never returns.
    let result = await waiter.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(ledger.liveCount == 0)
    scope.cancel()
  }

  @Test func aCancelledScopeThrowsWithoutWaiting() async {
    let upstream = MutableStateFlow(1)
    let scope = FlowScope()
    scope.cancel()
    await #expect(throws: CancellationError.self) { try await upstream.stateIn(scope) }
  }
}
