import ArchFlow
import Testing

/// `removeDuplicates()` read with `for await` compares where the consumer
/// takes the value, after the buffer, as kotlinx's `distinctUntilChanged`
/// does in the collecting coroutine: a buffer that drops values never
/// makes the consumer take the same value twice in a row.
@Suite("removeDuplicates through a lossy buffer", .timeLimit(.minutes(1)))
struct RemoveDuplicatesValuesTests {
  @Test(arguments: [BufferOverflow.dropOldest, .dropLatest])
  func aLaggingDeduplicatedConsumerNeverTakesTheSameValueTwiceInARow(_ policy: BufferOverflow) async {
    // NB: in removeDuplicates, leave out its `values` (FlowValues over the upstream) — the consumer takes A twice.
    let executor = ManualTaskExecutor()
    let flow = MutableSharedFlow<String>(
      replay: 1, extraBufferCapacity: 0, onBufferOverflow: policy, ledger: SubscriptionLedger())
    let consumer = StepConsumer(flow.removeDuplicates(), paced: true, executor: executor)
    consumer.take()  // subscribed, waiting
    flow.emit("A")
    executor.runUntilIdle()  // took A; busy
    flow.emit("B")  // waits for it
    flow.emit("A")  // the buffer is full: drops B (oldest) or this A (latest)
    consumer.take()  // A again (oldest dropped: skipped, nothing else waits) or B
    flow.emit("C")
    consumer.take()
    #expect(consumer.taken.values == (policy == .dropOldest ? ["A", "C"] : ["A", "B", "C"]))
    await consumer.cancel()
  }

  @Test func aDeduplicatedChainAfterAMapComparesTheMappedValuesWhereTheyAreTaken() async {
    let executor = ManualTaskExecutor()
    let flow = MutableSharedFlow<Int>(
      replay: 0, extraBufferCapacity: 1, onBufferOverflow: .dropOldest, ledger: SubscriptionLedger())
    let consumer = StepConsumer(flow.map { $0 / 10 }.removeDuplicates(), paced: true, executor: executor)
    consumer.take()
    flow.emit(10)
    executor.runUntilIdle()  // took 1; busy
    flow.emit(20)
    flow.emit(11)  // 2 dropped; 1 is what it had
    consumer.take()
    flow.emit(30)
    consumer.take()
    #expect(consumer.taken.values == ["1", "3"])
    await consumer.cancel()
  }

  @Test func aCustomComparisonIsAppliedWhereTheValueIsTaken() async {
    let executor = ManualTaskExecutor()
    let flow = MutableSharedFlow<Int>(
      replay: 1, extraBufferCapacity: 0, onBufferOverflow: .dropOldest, ledger: SubscriptionLedger())
    let consumer = StepConsumer(
      flow.removeDuplicates { $0 % 10 == $1 % 10 }, paced: true, executor: executor)
    consumer.take()
    flow.emit(1)
    executor.runUntilIdle()
    flow.emit(2)
    flow.emit(11)  // like 1: skipped where taken
    consumer.take()
    flow.emit(3)
    consumer.take()
    #expect(consumer.taken.values == ["1", "3"])
    await consumer.cancel()
  }
}
