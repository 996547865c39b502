import ArchFlow
import ArchTestSupport
import Testing

/// The behaviour of kotlinx.coroutines' SharedFlowTest, ported (not
/// copied): one test per kotlinx test, the kotlinx name as display name.
/// kotlinx's default overflow is `SUSPEND`, so its flows are made here with
/// `.suspend`, and its default extra buffer is 0 (ArchFlow's is 64), so
/// that is passed too; its collectors are callbacks where only order matters, and
/// paced `values` consumers where a collector is slow on purpose.
@Suite("kotlinx SharedFlowTest", .timeLimit(.minutes(1)))
struct SharedFlowKotlinxTests {
  private func rendezvous<T>(_: T.Type = T.self) -> MutableSharedFlow<T> {
    MutableSharedFlow<T>(extraBufferCapacity: 0, onBufferOverflow: .suspend)
  }

  private func subscribed(_ flow: SharedFlow<Int>, count: Int) async {
    while flow.currentSubscriptionCount < count { await Task.yield() }
  }

  @Test("testRendezvousSharedFlowBasic") func aRendezvousFlowReachesTheCollectorsPresentAndKeepsNothing() async throws {
    let flow: MutableSharedFlow<Int?> = rendezvous()
    #expect(flow.replayCache.isEmpty)
    #expect(flow.currentSubscriptionCount == 0)
    try await flow.send(1)  // nobody: returns at once
    let first = Recorder<Int?>()
    let second = Recorder<Int?>()
    let one = flow.subscribe { first.record($0) }
    #expect(flow.currentSubscriptionCount == 1)
    try await flow.send(4)
    try await flow.send(6)
    let two = flow.subscribe { second.record($0) }
    try await flow.send(10)
    try await flow.send(13)
    one.cancel()
    #expect(flow.currentSubscriptionCount == 1)
    try await flow.send(17)
    try await flow.send(nil)
    try await flow.send(21)
    two.cancel()
    try await flow.send(24)  // goes nowhere
    #expect(first.values == [4, 6, 10, 13])
    #expect(second.values == [10, 13, 17, nil, 21])
    #expect(flow.replayCache.isEmpty)
    #expect(flow.currentSubscriptionCount == 0)
  }

  @Test("testRendezvousSharedFlowReset")
  func aRendezvousSenderWaitsForABusyCollectorAndResetChangesNothing() async throws {
    let flow: MutableSharedFlow<Int> = rendezvous()
    let log = Recorder<String>()
    let consumer = PacedConsumer(flow, log: log)
    consumer.permit.yield()
    await subscribed(flow, count: 1)
    try await flow.send(3)  // returns once the collector took 3
    while log.count == 0 { await Task.yield() }  // and logged it
    #expect(log.values == ["took 3"])
    #expect(!flow.tryEmit(5))  // a collector exists: a rendezvous never takes tryEmit
    let sent = Recorder<Int>()
    let sender = Task {
      try await flow.send(6)
      sent.record(6)
    }
    await settle { sent.count > 0 }
    flow.resetReplayCache()  // there is no replay: nothing happens
    #expect(sent.values.isEmpty)
    await consumer.take()
    try await sender.value
    #expect(log.values == ["took 3", "took 6"])
    #expect(sent.values == [6])
    #expect(!flow.tryEmit(13))
    consumer.task.cancel()
  }

  @Test("testReplay1SharedFlowBasic") func replayOneKeepsTheLastValueForEachNewCollector() {
    let flow = MutableSharedFlow<Int?>(replay: 1, extraBufferCapacity: 0, onBufferOverflow: .suspend)
    #expect(flow.replayCache.isEmpty)
    flow.emit(1)
    #expect(flow.replayCache == [1])
    flow.emit(2)
    #expect(flow.replayCache == [2])
    let first = Recorder<Int?>()
    let one = flow.subscribe { first.record($0) }
    flow.emit(6)
    #expect(flow.replayCache == [6])
    let second = Recorder<Int?>()
    let two = flow.subscribe { second.record($0) }
    #expect(flow.currentSubscriptionCount == 2)
    flow.emit(nil)
    #expect(flow.replayCache == [nil])
    two.cancel()
    flow.emit(17)
    one.cancel()
    #expect(first.values == [2, 6, nil, 17])
    #expect(second.values == [6, nil])
    #expect(flow.currentSubscriptionCount == 0)
    #expect(flow.replayCache == [17])
  }

  @Test("testReplay1") func replayOneWithASlowCollectorDeclinesTryEmitUntilItTakes() async throws {
    let flow = MutableSharedFlow<Int>(replay: 1, extraBufferCapacity: 0, onBufferOverflow: .suspend)
    let log = Recorder<String>()
    let consumer = PacedConsumer(flow, log: log)
    consumer.permit.yield()
    await subscribed(flow, count: 1)
    #expect(flow.tryEmit(3))
    #expect(flow.replayCache == [3])
    while log.count == 0 { await Task.yield() }
    #expect(flow.tryEmit(5))  // waits in the collector's buffer: now full
    let sent = Recorder<Int>()
    let sender = Task {
      try await flow.send(6)
      sent.record(6)
    }
    flow.resetReplayCache()
    #expect(flow.replayCache.isEmpty)
    await settle { sent.count > 0 }
    #expect(sent.values.isEmpty)
    #expect(!flow.tryEmit(10))  // still no room: a reset frees none
    #expect(flow.replayCache.isEmpty)
    await consumer.take()
    try await sender.value
    #expect(sent.values == [6])
    await consumer.take()
    #expect(log.values == ["took 3", "took 5", "took 6"])
    #expect(flow.replayCache == [6])
    consumer.task.cancel()
  }

  @Test("testReplay2Extra1") func threeValuesMayWaitForACollectorAndAFourthIsDeclined() async {
    let flow = MutableSharedFlow<Int>(replay: 2, extraBufferCapacity: 1, onBufferOverflow: .suspend)
    #expect(flow.tryEmit(0))
    #expect(flow.replayCache == [0])
    let log = Recorder<String>()
    let consumer = PacedConsumer(flow, log: log)
    consumer.permit.yield()
    await subscribed(flow, count: 1)
    while log.count == 0 { await Task.yield() }  // took the replayed 0
    #expect(flow.tryEmit(1))
    #expect(flow.replayCache == [0, 1])
    #expect(flow.tryEmit(2))
    #expect(flow.tryEmit(3))  // three waiting: full
    #expect(flow.replayCache == [2, 3])
    #expect(!flow.tryEmit(10))
    flow.resetReplayCache()
    #expect(flow.replayCache.isEmpty)
    #expect(!flow.tryEmit(0))  // a reset does not make room
    for _ in 0..<3 { await consumer.take() }
    #expect(flow.tryEmit(16))
    #expect(flow.replayCache == [16])
    await consumer.take()
    #expect(log.values == ["took 0", "took 1", "took 2", "took 3", "took 16"])
    consumer.task.cancel()
  }

  @Test("testBufferNoReplayCancelWhileBuffering") func cancellingAFullCollectorReleasesTheWaitingSender() async throws {
    let n = 123
    let flow = MutableSharedFlow<Int>(extraBufferCapacity: n, onBufferOverflow: .suspend)
    for _ in 0..<3 {
      let log = Recorder<String>()
      let consumer = PacedConsumer(flow, log: log)
      consumer.permit.yield()
      await subscribed(flow, count: 1)
      for value in 0..<n { try await flow.send(value) }  // all fit: the buffer holds n
      let sender = Task { try await flow.send(n + 4) }  // the collector is full: waits
      await settle { false }
      consumer.task.cancel()  // its buffer goes: the sender goes on
      try await sender.value
      while flow.currentSubscriptionCount > 0 { await Task.yield() }
    }
  }

  @Test("testRepeatedResetWithReplay") func aBlockedSenderStaysBlockedWhileTheReplayIsReset() async {
    let n = 10
    let flow = MutableSharedFlow<Int>(replay: n, extraBufferCapacity: 0, onBufferOverflow: .suspend)
    var next = 0
    for _ in 0..<3 {
      let log = Recorder<String>()
      let slow = PacedConsumer(flow, log: log)  // never takes after subscribing
      slow.permit.yield()
      await subscribed(flow, count: 1)
      let start = next
      let sent = Recorder<Int>()
      let sender = Task {
        for value in start..<(start + 3 * n) {
          try await flow.send(value)
          sent.record(value)
        }
      }
      await settle { false }
      #expect(flow.replayCache.count == n)
      flow.resetReplayCache()
      #expect(flow.replayCache.isEmpty)
      await settle { false }
      #expect(flow.replayCache.isEmpty)  // the sender is still blocked
      #expect(sent.count < 3 * n)
      slow.task.cancel()
      sender.cancel()
      _ = await sender.result
      next += 3 * n
      while flow.currentSubscriptionCount > 0 { await Task.yield() }
    }
  }

  @Test("testSynchronousSharedFlowEmitterCancel")
  func cancellingASenderHeldBackBySlowCollectorLeavesTheFastOneFed() async throws {
    let flow: MutableSharedFlow<Int> = rendezvous()
    let fast = Recorder<Int>()
    let token = flow.subscribe { fast.record($0) }
    let log = Recorder<String>()
    let slow = PacedConsumer(flow, log: log)
    slow.permit.yield()
    await subscribed(flow, count: 2)
    try await flow.send(1)  // both take it
    let sender = Task { try await flow.send(2) }  // the slow one does not ask for 2
    while fast.count < 2 { await Task.yield() }
    sender.cancel()
    _ = await sender.result
    slow.task.cancel()
    while flow.currentSubscriptionCount > 1 { await Task.yield() }
    try await flow.send(3)
    #expect(fast.values == [1, 2, 3])
    #expect(log.values == ["took 1"])
    token.cancel()
  }

  @Test("testDifferentBufferedFlowCapacities") func everyBufferedCapacityReplaysAndDeliversInOrder() {
    for replay in 0...10 {
      for extra in 0...5 where replay + extra > 0 {
        let flow = MutableSharedFlow<Int>(replay: replay, extraBufferCapacity: extra, onBufferOverflow: .suspend)
        for _ in 0..<3 {
          for value in 1...100 { #expect(flow.tryEmit(value)) }  // nobody subscribed: always room
          let replayed = Array((1...100).suffix(replay))
          #expect(flow.replayCache == replayed)
          let collectors = (0..<10).map { _ in Recorder<Int>() }
          let tokens = collectors.map { collector in flow.subscribe { collector.record($0) } }
          for value in 101...142 { #expect(flow.tryEmit(value)) }
          for collector in collectors { #expect(collector.values == replayed + Array(101...142)) }
          #expect(flow.replayCache == Array((101...142).suffix(replay)))
          for token in tokens { token.cancel() }
          #expect(flow.replayCache == Array((101...142).suffix(replay)))
        }
      }
    }
  }

  @Test("testDropLatest") func aBusyCollectorLosesTheNewestValueWithDropLatest() async {
    await aBusyCollectorLosesTheValueItsPolicyDrops(.dropLatest)
  }

  @Test("testDropOldest") func aBusyCollectorLosesTheOldestValueWithDropOldest() async {
    await aBusyCollectorLosesTheValueItsPolicyDrops(.dropOldest)
  }

  private func aBusyCollectorLosesTheValueItsPolicyDrops(_ policy: BufferOverflow) async {
    // As in kotlinx, the value that overflows is the one everybody misses:
    // with `.dropLatest` it never enters the replay cache.
    let flow = MutableSharedFlow<Int>(replay: 1, extraBufferCapacity: 0, onBufferOverflow: policy)
    flow.emit(1)
    flow.emit(2)
    #expect(flow.replayCache == [2])
    let log = Recorder<String>()
    let consumer = PacedConsumer(flow, log: log)
    consumer.permit.yield()
    await subscribed(flow, count: 1)
    while log.count == 0 { await Task.yield() }  // took the replayed 2, now busy
    flow.emit(4)  // waits for it
    flow.emit(5)  // overflow
    let kept = policy == .dropOldest ? 5 : 4
    #expect(flow.replayCache == [kept])
    await consumer.take()
    flow.emit(8)
    #expect(flow.replayCache == [8])
    await consumer.take()
    #expect(log.values == ["took 2", "took \(kept)", "took 8"])
    consumer.task.cancel()
  }

  @Test("testOnSubscription") func onSubscriptionSendsReachTheCollectorBeforeWhatTheActionsShare() {
    // kotlinx sends A's value before B's; ArchFlow hands over the outer
    // action's sends first (see `StateFlowTest.testOnSubscriptionWithException`).
    let flow = MutableSharedFlow<String>(extraBufferCapacity: 8)
    let seen = Recorder<String>()
    let token =
      flow
      .onSubscription { send in
        send("collector->A")
        flow.emit("share->A")
      }
      .onSubscription { send in
        send("collector->B")
        flow.emit("share->B")
      }
      .onStart { send in
        send("collector->C")
        flow.emit("share->C")  // lost: nobody subscribed yet
      }
      .onStart { send in
        send("collector->D")
        flow.emit("share->D")  // lost too
      }
      .subscribe { seen.record($0) }
    #expect(
      seen.values == ["collector->D", "collector->C", "collector->B", "collector->A", "share->A", "share->B"])
    token.cancel()
  }

  @Test("onSubscriptionThrows") func theOnSubscriptionActionRunsBeforeTheReplayArrives() {
    // An ArchFlow action cannot throw; what stays is the order.
    let flow = MutableSharedFlow<String>(replay: 1)
    #expect(flow.tryEmit("OK"))
    let seen = Recorder<String>()
    let token = flow.onSubscription { send in send("action") }.subscribe { seen.record($0) }
    #expect(seen.values == ["action", "OK"])
    token.cancel()
    #expect(flow.currentSubscriptionCount == 0)
  }

  @Test("testBigReplayManySubscribers") func manySubscribersOfABigReplaySeeEveryValueInOrder() {
    manySubscribersComingAndGoingEachSeeEveryValueInOrder(bigReplay: true)
  }

  @Test("testBigBufferManySubscribers") func manySubscribersOfABigBufferSeeEveryLaterValueInOrder() {
    manySubscribersComingAndGoingEachSeeEveryValueInOrder(bigReplay: false)
  }

  private func manySubscribersComingAndGoingEachSeeEveryValueInOrder(bigReplay: Bool) {
    let n = 100
    var random = SplitMix(seed: bigReplay ? 1 : 2)
    let flow = MutableSharedFlow<Int>(replay: bigReplay ? n : 0, extraBufferCapacity: bigReplay ? 0 : n)
    var subscribers: [(first: Int, seen: Recorder<Int>, token: any Cancellable)] = []
    for value in 1...n {
      flow.emit(value)
      let seen = Recorder<Int>()
      let token = flow.subscribe { seen.record($0) }
      #expect(seen.values == (bigReplay ? Array(1...value) : []))
      subscribers.append((bigReplay ? 1 : value + 1, seen, token))
      if value % 2 == 0 {
        let victim = subscribers.remove(at: Int.random(in: 0..<subscribers.count, using: &random))
        #expect(victim.seen.last ?? value == value)
        victim.token.cancel()
      }
    }
    for subscriber in subscribers {
      #expect(subscriber.seen.values == Array(subscriber.first..<(n + 1)))
      subscriber.token.cancel()
    }
  }

  @Test("testOperatorFusion") func aSharedFlowsReadOnlyViewIsTheFlowItself() {
    // kotlinx's operators return the flow itself; ArchFlow's view does.
    let flow = MutableSharedFlow<String>()
    #expect(flow.asSharedFlow() === flow)
  }

  @Test("testIllegalArgumentException") func negativeSizesAndADroppingFlowWithoutBufferStopWithAMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = MutableSharedFlow<Int>(replay: 0, extraBufferCapacity: 0, onBufferOverflow: .dropLatest)
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("replay + extraBufferCapacity must be at least 1 with a drop policy"))
    await #expect(processExitsWith: .failure) { _ = MutableSharedFlow<Int>(replay: -1) }
    await #expect(processExitsWith: .failure) { _ = MutableSharedFlow<Int>(extraBufferCapacity: -1) }
  }

  @Test("testReplayCancellability") func aSubscriberThatCancelsItselfDuringItsReplayGetsNothingMore() {
    aSubscriberThatCancelsItselfGetsNothingMore(fromReplay: true)
  }

  @Test("testEmitCancellability") func aSubscriberThatCancelsItselfOnAnEmittedValueGetsNothingMore() {
    aSubscriberThatCancelsItselfGetsNothingMore(fromReplay: false)
  }

  private func aSubscriberThatCancelsItselfGetsNothingMore(fromReplay: Bool) {
    let flow = MutableSharedFlow<Int>(replay: 5)
    if fromReplay { for value in 1...5 { #expect(flow.tryEmit(value)) } }
    let seen = Recorder<Int>()
    let end = SubscriptionEnd<Never>()
    _ = flow.subscribe(
      at: SubscriptionSite(label: "self-cancelling"),
      { value in
        seen.record(value)
        if value == 3 { end.cancel() }
      }, end: end)
    if !fromReplay { for value in 1...5 { #expect(flow.tryEmit(value)) } }
    #expect(seen.values == [1, 2, 3])
    #expect(flow.currentSubscriptionCount == 0)
  }

  @Test("testSubscriptionCount") func theSubscriptionCountFollowsCollectorsComingAndGoing() async {
    let flow = MutableSharedFlow<Int>()
    #expect(await flow.subscriptionCount.first() == 0)
    let one = flow.subscribe { _ in }
    #expect(await flow.subscriptionCount.first() == 1)
    let two = flow.subscribe { _ in }
    #expect(await flow.subscriptionCount.first() == 2)
    one.cancel()
    #expect(await flow.subscriptionCount.first() == 1)
    two.cancel()
    #expect(await flow.subscriptionCount.first() == 0)
  }

  @Test("testSubscriptionByFirstSuspensionInSharedFlow") func aCollectorIsSubscribedByTheTimeItFirstSuspends() async {
    let executor = ManualTaskExecutor()
    let flow = MutableSharedFlow<Int>()
    let received = Recorder<Int>()
    let task = Task(executorPreference: executor) {
      await flow.collect { received.record($0) }
    }
    executor.runUntilIdle()  // runs until `collect` suspends
    flow.emit(1)
    executor.runUntilIdle()
    #expect(received.values == [1])
    task.cancel()
    executor.runUntilIdle()
    await task.value
  }

  @Test("testCancellingSubscriberAndEmitterWithNoBuffer") func aRendezvousCollectorGetsAValueFromABusySender() async {
    let flow: MutableSharedFlow<Int> = rendezvous()
    for _ in 0..<10 {
      let got = Task { await flow.first() }
      await subscribed(flow, count: 1)
      let sender = Task {
        while !Task.isCancelled { try? await flow.send(1) }
      }
      #expect(await got.value == 1)
      sender.cancel()
      await sender.value
      #expect(flow.currentSubscriptionCount == 0)
    }
  }
}
