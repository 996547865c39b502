import ArchFlow
import Testing

/// `.suspend`, `send`, `tryEmit` and the rendezvous shared flow.
@Suite("Backpressure", .timeLimit(.minutes(1)))
struct BackpressureTests {
  @Test func sendWaitsWhileAConsumerIsFullAndGoesOnWhenItTakes() async throws {
    let flow = MutableSharedFlow<Int>(extraBufferCapacity: 2, onBufferOverflow: .suspend)
    let log = Recorder<String>()
    let consumer = PacedConsumer(flow, log: log)
    consumer.permit.yield()  // its first next() subscribes
    while flow.currentSubscriptionCount == 0 { await Task.yield() }
    try await flow.send(1)
    while log.count == 0 { await Task.yield() }
    try await flow.send(2)
    try await flow.send(3)  // two untaken: full
    let sent = Recorder<Int>()
    let sender = Task {
      try await flow.send(4)
      sent.record(4)
    }
    await settle { sent.count > 0 }
    #expect(sent.values.isEmpty)  // `send(4)` is still waiting
    #expect(log.values == ["took 1"])
    await consumer.take()  // takes 2: room for one
    try await sender.value
    #expect(sent.values == [4])
    await consumer.take()
    await consumer.take()
    #expect(log.values == ["took 1", "took 2", "took 3", "took 4"])
    consumer.task.cancel()
  }

  @Test func aRendezvousSendReturnsOnceEveryConsumerTookTheValue() async throws {
    let flow = MutableSharedFlow<Int>(extraBufferCapacity: 0, onBufferOverflow: .suspend)
    let log = Recorder<String>()
    let first = PacedConsumer(flow, name: "a took", log: log)
    let second = PacedConsumer(flow, name: "b took", log: log)
    first.permit.yield()
    second.permit.yield()
    while flow.currentSubscriptionCount < 2 { await Task.yield() }
    let sent = Recorder<Int>()
    let sender = Task {
      try await flow.send(1)
      sent.record(1)
    }
    while log.count < 2 { await Task.yield() }  // both were waiting: both take 1 at once
    try await sender.value
    #expect(Set(log.values) == ["a took 1", "b took 1"])
    #expect(sent.values == [1])
    let blocked = Task {
      try await flow.send(2)
      sent.record(2)
    }
    await settle { sent.count > 1 }
    #expect(sent.values == [1])  // neither consumer asked for 2
    await first.take()
    await settle { sent.count > 1 }
    #expect(sent.values == [1])  // b has not taken it yet
    await second.take()
    try await blocked.value
    #expect(sent.values == [1, 2])
    first.task.cancel()
    second.task.cancel()
  }

  @Test func tryEmitDeclinesWhileAConsumerIsFullAndLosesNothing() async throws {
    let flow = MutableSharedFlow<Int>(extraBufferCapacity: 1, onBufferOverflow: .suspend)
    let log = Recorder<String>()
    let consumer = PacedConsumer(flow, log: log)
    consumer.permit.yield()
    while flow.currentSubscriptionCount == 0 { await Task.yield() }
    #expect(flow.tryEmit(1))
    while log.count == 0 { await Task.yield() }
    #expect(flow.tryEmit(2))  // now one untaken: full
    #expect(!flow.tryEmit(3))
    await consumer.take()
    #expect(flow.tryEmit(4))
    await consumer.take()
    #expect(log.values == ["took 1", "took 2", "took 4"])
    consumer.task.cancel()
  }

  @Test func emitOnASuspendingFlowKeepsEveryValueForASlowConsumer() async {
    let flow = MutableSharedFlow<Int>(extraBufferCapacity: 1, onBufferOverflow: .suspend)
    let log = Recorder<String>()
    let consumer = PacedConsumer(flow, log: log)
    consumer.permit.yield()
    while flow.currentSubscriptionCount == 0 { await Task.yield() }
    for value in 1...50 { flow.emit(value) }
    for _ in 2...50 { await consumer.take() }
    #expect(log.values == (1...50).map { "took \($0)" })
    consumer.task.cancel()
  }

  @Test func cancellingAWaitingSendThrowsAndNobodyGetsTheValue() async throws {
    let (flow, log, consumer, sender) = await senderHeldBackByAFullConsumer()
    sender.cancel()
    let result = await sender.result
    #expect(throws: CancellationError.self) { try result.get() }
    await consumer.take()
    #expect(flow.tryEmit(4))
    await consumer.take()
    #expect(log.values == ["took 1", "took 2", "took 4"])
    consumer.task.cancel()
  }

  @Test func aLeavingConsumerNoLongerHoldsTheSenderBack() async throws {
    let (_, _, consumer, sender) = await senderHeldBackByAFullConsumer()
    consumer.task.cancel()  // its iterator ends: it no longer counts
    try await sender.value
  }

  @Test func aDropPolicyNeverMakesSendWait() async throws {
    let flow = MutableSharedFlow<Int>(extraBufferCapacity: 1, onBufferOverflow: .dropOldest)
    let log = Recorder<String>()
    let consumer = PacedConsumer(flow, log: log)
    consumer.permit.yield()
    while flow.currentSubscriptionCount == 0 { await Task.yield() }
    for value in 1...10 { try await flow.send(value) }
    #expect(flow.tryEmit(11))
    consumer.task.cancel()
  }

  @Test func aRendezvousWithOnlyCallbackSubscribersDeliversAtOnce() async throws {
    let flow = MutableSharedFlow<Int>(extraBufferCapacity: 0, onBufferOverflow: .suspend)
    let seen = Recorder<Int>()
    let token = flow.subscribe { seen.record($0) }
    #expect(flow.tryEmit(1))
    try await flow.send(2)
    flow.emit(3)
    #expect(seen.values == [1, 2, 3])
    token.cancel()
  }

  /// A `.suspend` flow with room for one, its consumer holding an untaken 2
  /// (it took 1), and a task waiting in `send(3)`.
  private func senderHeldBackByAFullConsumer() async
    -> (MutableSharedFlow<Int>, Recorder<String>, PacedConsumer, Task<Void, any Error>)
  {
    let flow = MutableSharedFlow<Int>(extraBufferCapacity: 1, onBufferOverflow: .suspend)
    let log = Recorder<String>()
    let consumer = PacedConsumer(flow, log: log)
    consumer.permit.yield()
    while flow.currentSubscriptionCount == 0 { await Task.yield() }
    try? await flow.send(1)
    while log.count == 0 { await Task.yield() }
    try? await flow.send(2)  // full
    let sender = Task { try await flow.send(3) }
    await settle { false }
    return (flow, log, consumer, sender)
  }
}
