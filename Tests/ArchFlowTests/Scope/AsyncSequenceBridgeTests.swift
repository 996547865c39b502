import ArchFlow
import Testing

@Suite struct AsyncSequenceBridgeTests {
  @Test func shareInIteratesOnceAndBroadcastsToEverySubscriber() {
    let executor = ManualTaskExecutor()
    let scope = FlowScope(executor: executor)
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let shared = stream.shareIn(scope)
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    let a = shared.subscribe { first.record($0) }
    let b = shared.subscribe { second.record($0) }
    continuation.yield(1)
    continuation.yield(2)
    executor.runUntilIdle()
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2])
    a.cancel()
    b.cancel()
    scope.cancel()
  }

  @Test func cancellingTheScopeEndsTheIterationOfTheSequence() {
    let executor = ManualTaskExecutor()
    let scope = FlowScope(executor: executor)
    let ended = Recorder<String>()
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    continuation.onTermination = { _ in ended.record("terminated") }
    _ = stream.shareIn(scope)
    executor.runUntilIdle()
    #expect(scope.activeTaskCount == 1)
    scope.cancel()
    executor.runUntilIdle()
    #expect(ended.values == ["terminated"])
    #expect(scope.activeTaskCount == 0)
  }

  @Test func stateInHoldsTheLatestElementOfTheSequence() {
    let executor = ManualTaskExecutor()
    let scope = FlowScope(executor: executor)
    let (stream, continuation) = AsyncStream<String>.makeStream()
    let state = stream.stateIn(scope, initial: "offline")
    #expect(state.value == "offline")
    continuation.yield("connecting")
    continuation.yield("online")
    executor.runUntilIdle()
    #expect(state.value == "online")
    scope.cancel()
  }
}
