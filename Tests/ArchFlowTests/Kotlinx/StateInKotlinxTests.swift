import ArchFlow
import Testing

/// The behaviour of kotlinx.coroutines' StateInTest, ported (not copied):
/// one test per kotlinx test, the kotlinx name as display name. ArchFlow's
/// `stateIn` takes only flows that cannot fail, so where kotlinx's upstream
/// fails, the port catches the failure first — the compiler asks for it.
@Suite("kotlinx StateInTest", .timeLimit(.minutes(1)))
struct StateInKotlinxTests {
  /// Sends "OK", then ends (finishes, or fails) when told.
  private final class Upstream: Sendable {
    let emitters = Recorder<FlowEmitter<String, LoadError>>()

    var flow: AnyThrowingFlow<String, LoadError> {
      .create("upstream") { emitter in
        self.emitters.record(emitter)
        emitter.send("OK")
        return ActionCancellable {}
      }
    }

    func end(failing: Bool) {
      for emitter in emitters.values {
        if failing { emitter.fail(.offline) } else { emitter.finish() }
      }
    }
  }

  private func upstreamEnds(failing: Bool, withInitialValue: Bool) async throws {
    let ledger = SubscriptionLedger()
    let upstream = Upstream()
    let scope = FlowScope()
    let flow = upstream.flow.map { Optional($0) }.catch { _ in AnyFlow<String?>.empty }
    let state: StateFlow<String?>
    if withInitialValue {
      state = SubscriptionLedger.$current.withValue(ledger) {
        flow.stateIn(scope, initial: nil, started: .eagerly)
      }
    } else {
      state = try await SubscriptionLedger.$current.withValue(ledger) { try await flow.stateIn(scope) }
    }
    #expect(state.value == "OK")  // the eager upstream sent it at once
    #expect(ledger.liveCount == 1)
    upstream.end(failing: failing)
    #expect(ledger.liveCount == 0)  // the ended upstream is gone
    #expect(state.value == "OK")  // the value is still there
    scope.cancel()
    #expect(state.value == "OK")
  }

  @Test("testOperatorFusion") func aSharedStateIsAStateFlowThatDeliversItsValue() async throws {
    // kotlinx checks that operators return the state itself; ArchFlow's
    // `stateIn` returns a state whose subscribers get its value at once.
    let scope = FlowScope()
    let state = try await ["OK"].asFlow().stateIn(scope)
    let seen = Recorder<String>()
    let token = state.subscribe { seen.record($0) }
    #expect(seen.values == ["OK"])
    token.cancel()
    scope.cancel()
  }

  @Test("testUpstreamCompletedNoInitialValue")
  func aFinishedUpstreamLeavesItsLastValueWithoutAnInitialOne() async throws {
    try await upstreamEnds(failing: false, withInitialValue: false)
  }

  @Test("testUpstreamFailedNoInitialValue") func aCaughtFailureLeavesTheLastValueWithoutAnInitialOne() async throws {
    try await upstreamEnds(failing: true, withInitialValue: false)
  }

  @Test("testUpstreamCompletedWithInitialValue") func aFinishedUpstreamLeavesItsLastValue() async throws {
    try await upstreamEnds(failing: false, withInitialValue: true)
  }

  @Test("testUpstreamFailedWithInitialValue") func aCaughtFailureLeavesTheLastValue() async throws {
    try await upstreamEnds(failing: true, withInitialValue: true)
  }

  @Test("testUpstreamFailedImmediatelyWithInitialValue")
  func anUpstreamThatEndsAtOnceLeavesTheWaiterWaitingUntilCancelled() async {
    // kotlinx rethrows the failure; here the failure is caught into an empty
    // flow, and an empty upstream, as in kotlinx, gives the waiter no state:
    // it waits until its task is cancelled, and leaves nothing subscribed.
    let ledger = SubscriptionLedger()
    let scope = FlowScope()
    let failing = AnyThrowingFlow<Int, LoadError>.failure(.offline).catch { _ in AnyFlow<Int>.empty }
    let waiter = Task {
      try await SubscriptionLedger.$current.withValue(ledger) { try await failing.stateIn(scope) }
    }
    await settle { false }
    waiter.cancel()
    let result = await waiter.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(ledger.liveCount == 0)
    scope.cancel()
  }

  @Test("testSubscriptionByFirstSuspensionInStateFlow")
  func aStateFromStateInIsSubscribedByTheTimeACollectorSuspends() async throws {
    let executor = ManualTaskExecutor()
    let scope = FlowScope()
    let upstream = MutableStateFlow(1)
    let state = try await upstream.stateIn(scope)
    let received = Recorder<Int>()
    let task = Task(executorPreference: executor) { await state.collect { received.record($0) } }
    executor.runUntilIdle()
    upstream.value = 2
    executor.runUntilIdle()
    #expect(received.values == [1, 2])
    task.cancel()
    executor.runUntilIdle()
    await task.value
    scope.cancel()
  }

  @Test func aStateGoesBackToItsInitialValueWhenTheReplayExpires() {
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let scope = FlowScope(executor: executor)
    let upstream = MutableStateFlow("fresh")
    let state = upstream.stateIn(
      scope, initial: "loading",
      started: .whileSubscribed(stopTimeout: .zero, replayExpiration: .seconds(30), clock: clock))
    let token = state.subscribe { _ in }
    #expect(state.value == "fresh")
    token.cancel()
    executor.runUntilIdle()
    clock.advance(by: .seconds(29))
    executor.runUntilIdle()
    #expect(state.value == "fresh")
    clock.advance(by: .seconds(1))
    executor.runUntilIdle()
    #expect(state.value == "loading")  // stale data is not shown first
    scope.cancel()
  }
}
