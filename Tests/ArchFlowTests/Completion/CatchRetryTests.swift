import ArchFlow
import Testing

/// `catch`, `retry` and `onCompletion`: what happens after a failure.
@Suite("catch, retry, onCompletion")
struct CatchRetryTests {
  /// Fails with `.offline` on the first `failures` subscriptions, then
  /// delivers `[1, 2]` and finishes; counts its subscriptions.
  private func flaky(failures: Int, subscriptions: Recorder<Int>) -> AnyThrowingFlow<Int, LoadError> {
    .create { emitter in
      subscriptions.record(subscriptions.count + 1)
      emitter.send(0)
      if subscriptions.count <= failures {
        emitter.fail(.offline)
      } else {
        emitter.send(1)
        emitter.send(2)
        emitter.finish()
      }
      return ActionCancellable {}
    }
  }

  @Test func catchGoesOnWithTheFallbackAfterTheValuesBeforeTheFailure() {
    let flow = flaky(failures: 1, subscriptions: Recorder()).catch { error in
      AnyFlow.just(error == .offline ? -1 : -2)
    }
    let seen = EndRecorder<Int, Never>()
    _ = seen.subscribe(flow)
    #expect(seen.values.values == [0, -1])
    #expect(seen.ends.values == [.finished])
  }

  @Test func catchPassesAFinishedUpstreamThroughWithoutTheHandler() {
    let flow = flaky(failures: 0, subscriptions: Recorder()).catch { _ -> AnyFlow<Int> in
      Issue.record("no failure to catch")
      return .empty
    }
    let seen = EndRecorder<Int, Never>()
    _ = seen.subscribe(flow)
    #expect(seen.values.values == [0, 1, 2])
    #expect(seen.ends.values == [.finished])
  }

  @Test func aFallbackMayFailWithItsOwnErrorType() {
    let flow = flaky(failures: 1, subscriptions: Recorder()).catch { _ in
      AnyThrowingFlow<Int, FallbackError>.failure(.gaveUp)
    }
    let seen = EndRecorder<Int, FallbackError>()
    _ = seen.subscribe(flow)
    #expect(seen.values.values == [0])
    #expect(seen.ends.values == [.failed(.gaveUp)])
  }

  @Test func retryWhenResubscribesUntilThePredicateSaysNo() {
    let subscriptions = Recorder<Int>()
    let attempts = Recorder<Int>()
    let flow = flaky(failures: 5, subscriptions: subscriptions).retry { error, attempt in
      attempts.record(attempt)
      return error == .offline && attempt < 3
    }
    let seen = EndRecorder<Int, LoadError>()
    _ = seen.subscribe(flow)
    #expect(subscriptions.values == [1, 2, 3])
    #expect(attempts.values == [1, 2, 3])
    #expect(seen.values.values == [0, 0, 0])
    #expect(seen.ends.values == [.failed(.offline)])
  }

  @Test func retryCountGivesUpAfterThatManyRetriesOrFinishes() {
    let recovering = EndRecorder<Int, LoadError>()
    _ = recovering.subscribe(flaky(failures: 2, subscriptions: Recorder()).retry(2))
    #expect(recovering.values.values == [0, 0, 0, 1, 2])
    #expect(recovering.ends.values == [.finished])
    let givingUp = EndRecorder<Int, LoadError>()
    _ = givingUp.subscribe(flaky(failures: 3, subscriptions: Recorder()).retry(2))
    #expect(givingUp.ends.values == [.failed(.offline)])
  }

  @Test func retryingAFailureDuringSubscribeLoopsInsteadOfRecursing() {
    // Deep enough to overflow the stack if each retry were a nested call.
    let retries = 20_000
    let subscriptions = Recorder<Int>()
    let seen = EndRecorder<Int, LoadError>()
    _ = seen.subscribe(flaky(failures: retries, subscriptions: subscriptions).retry(retries))
    #expect(subscriptions.count == retries + 1)
    #expect(seen.ends.values == [.finished])
  }

  @Test func cancellingARetryingFlowCancelsTheAttemptInFlight() {
    let ledger = SubscriptionLedger()
    let emitters = Recorder<FlowEmitter<Int, LoadError>>()
    let flow = AnyThrowingFlow<Int, LoadError>.create { emitter in
      emitters.record(emitter)
      return ActionCancellable {}
    }.retry { _, _ in true }
    SubscriptionLedger.$current.withValue(ledger) {
      let token = flow.subscribe({ _ in }, onCompletion: { _ in Issue.record("cancelled: no end") })
      emitters.values[0].fail(.offline)
      #expect(emitters.count == 2)
      #expect(ledger.liveCount == 1)
      token.cancel()
      #expect(ledger.liveCount == 0)
      #expect(!emitters.values[1].isActive)
    }
  }

  @Test func onCompletionRunsOnceWithTheEndBeforeTheSubscriberHearsIt() {
    let order = Recorder<String>()
    let flow = flaky(failures: 1, subscriptions: Recorder()).onCompletion { completion in
      order.record("action \(completion.map { "\($0)" } ?? "nil")")
    }
    _ = flow.subscribe({ _ in }, onCompletion: { completion in order.record("subscriber \(completion)") })
    #expect(
      order.values == [
        "action failed(ArchFlowTests.LoadError.offline)", "subscriber failed(ArchFlowTests.LoadError.offline)",
      ])
  }

  @Test func onCompletionHearsNilWhenTheSubscriberCancels() {
    let heard = Recorder<FlowCompletion<Never>?>()
    let state = MutableStateFlow(0)
    let token = state.onCompletion { heard.record($0) }.subscribe { _ in }
    #expect(heard.count == 0)
    token.cancel()
    token.cancel()
    #expect(heard.count == 1)
    #expect(heard.values.first == .some(nil))
  }
}
