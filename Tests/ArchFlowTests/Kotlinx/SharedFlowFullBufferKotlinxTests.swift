import ArchFlow
import Testing

/// kotlinx's `testReplay1` and `testReplay2Extra1`, step by step on a
/// manual executor: a subscriber that has not taken its values fills the
/// buffer, and a value that finds it full — refused by `tryEmit` with
/// `.suspend`, dropped with `.dropLatest` — leaves the replay cache and
/// the subscriber's buffer as they were. kotlinx runs them with `SUSPEND`
/// only; with `DROP_LATEST` its `tryEmit` says yes and keeps nothing, so
/// the same caches follow.
@Suite("kotlinx SharedFlowTest, full buffer", .timeLimit(.minutes(1)))
struct SharedFlowFullBufferKotlinxTests {
  @Test("testReplay1, refused or dropped", arguments: [BufferOverflow.suspend, .dropLatest])
  func aValueThatFindsReplayOneFullLeavesTheReplayAndTheBufferAsTheyWere(_ policy: BufferOverflow) async {
    // NB: in SharedFlow._emit, record the value before the full-buffer check — the replay reads [10], not [].
    let executor = ManualTaskExecutor()
    let flow = MutableSharedFlow<Int>(
      replay: 1, extraBufferCapacity: 0, onBufferOverflow: policy, ledger: SubscriptionLedger())
    #expect(flow.replayCache.isEmpty)
    let consumer = StepConsumer(flow, paced: true, executor: executor)
    consumer.take()  // subscribed, waiting for a value
    #expect(flow.tryEmit(3))
    #expect(flow.replayCache == [3])
    executor.runUntilIdle()  // took 3; busy with it
    #expect(consumer.taken.values == ["3"])
    #expect(flow.tryEmit(5))  // waits for the busy consumer: the buffer is full
    #expect(flow.replayCache == [5])
    // kotlinx's `emit(6)`: waits for room with `.suspend`, is dropped with `.dropLatest`.
    let sender = Task(executorPreference: executor) {
      if policy == .suspend { try? await flow.send(6) } else { flow.emit(6) }
    }
    executor.runUntilIdle()
    #expect(flow.replayCache == [5])
    flow.resetReplayCache()
    #expect(flow.replayCache.isEmpty)
    executor.runUntilIdle()
    #expect(flow.replayCache.isEmpty)
    #expect(flow.tryEmit(10) == (policy == .dropLatest))  // still no room: refused, or dropped
    #expect(flow.replayCache.isEmpty)
    consumer.take()  // takes 5: room again, and a waiting sender goes on
    #expect(consumer.taken.values == ["3", "5"])
    await sender.value
    consumer.take()
    #expect(consumer.taken.values == (policy == .suspend ? ["3", "5", "6"] : ["3", "5"]))
    #expect(flow.replayCache == (policy == .suspend ? [6] : []))
    await consumer.cancel()
  }

  @Test("testReplay2Extra1, refused or dropped", arguments: [BufferOverflow.suspend, .dropLatest])
  func aValueThatFindsReplayTwoPlusOneFullLeavesTheReplayAndTheBufferAsTheyWere(_ policy: BufferOverflow) async {
    let executor = ManualTaskExecutor()
    let flow = MutableSharedFlow<Int>(
      replay: 2, extraBufferCapacity: 1, onBufferOverflow: policy, ledger: SubscriptionLedger())
    #expect(flow.replayCache.isEmpty)
    #expect(flow.tryEmit(0))
    #expect(flow.replayCache == [0])
    let consumer = StepConsumer(flow, paced: false, executor: executor)  // takes the replayed 0, then waits
    #expect(flow.tryEmit(1))  // it was woken but has not run: buffered
    #expect(flow.replayCache == [0, 1])
    #expect(flow.tryEmit(2))
    #expect(flow.replayCache == [1, 2])
    #expect(flow.tryEmit(3))  // three untaken: the buffer is full
    #expect(flow.replayCache == [2, 3])
    executor.runUntilIdle()  // takes 1, 2, 3
    #expect(flow.replayCache == [2, 3])
    #expect(flow.tryEmit(4))
    #expect(flow.replayCache == [3, 4])
    #expect(flow.tryEmit(5))
    #expect(flow.replayCache == [4, 5])
    #expect(flow.tryEmit(0))  // full again
    #expect(flow.replayCache == [5, 0])
    #expect(flow.tryEmit(10) == (policy == .dropLatest))
    #expect(flow.replayCache == [5, 0])
    flow.resetReplayCache()
    #expect(flow.replayCache.isEmpty)
    #expect(flow.tryEmit(0) == (policy == .dropLatest))  // a reset makes no room
    #expect(flow.replayCache.isEmpty)
    executor.runUntilIdle()  // takes 4, 5, 0
    flow.resetReplayCache()
    #expect(flow.replayCache.isEmpty)
    executor.runUntilIdle()  // nothing new
    #expect(flow.tryEmit(16))
    #expect(flow.replayCache == [16])
    executor.runUntilIdle()
    #expect(consumer.taken.values == ["0", "1", "2", "3", "4", "5", "0", "16"])
    await consumer.cancel()
  }
}
