import ArchFlow
import Testing

/// `collect`, `first`, `toArray` and `values` on flows that end, and on
/// hot flows that a cancelled task leaves.
@Suite("Suspending collectors", .timeLimit(.minutes(1)))
struct SuspendingCollectorTests {
  private let failing = AnyThrowingFlow<Int, LoadError>.create { emitter in
    emitter.send(1)
    emitter.send(2)
    emitter.fail(.notFound)
    return ActionCancellable {}
  }

  @Test func toArrayReturnsEveryValueOfAFinishedFlow() async {
    let all = await [1, 2, 3].asFlow().map { $0 * 2 }.toArray()
    #expect(all == [2, 4, 6])
  }

  @Test func collectThrowsTheFailureAfterTheValuesBeforeIt() async {
    let seen = Recorder<Int>()
    do {
      try await failing.collect { seen.record($0) }
      Issue.record("collect returned without the failure")
    } catch {
      #expect(error == .notFound)  // typed: `error` is a LoadError
    }
    #expect(seen.values == [1, 2])
  }

  @Test func toArrayAndFirstThrowTheFailure() async throws {
    await #expect(throws: LoadError.notFound) { try await failing.toArray() }
    await #expect(throws: LoadError.notFound) { try await failing.first { $0 > 5 } }
    #expect(try await failing.first() == 1)
  }

  @Test func firstIsNilWhenTheFlowFinishesWithoutAMatch() async {
    #expect(await AnyFlow<Int>.empty.first() == nil)
    #expect(await [1, 2].asFlow().first { $0 > 2 } == nil)
  }

  @Test func valuesOfAFinishedFlowEndTheLoopAfterItsLastValue() async {
    var seen: [Int] = []
    for await value in [1, 2, 3].asFlow().values { seen.append(value) }
    #expect(seen == [1, 2, 3])
  }

  @Test func takeOnAStateFlowGivesAFlowThatToArrayCanFinish() async {
    let ledger = SubscriptionLedger()
    let state = MutableStateFlow(5, ledger: ledger)
    #expect(await state.take(1).toArray() == [5])
    #expect(ledger.liveCount == 0)
  }

  @Test func cancelledCollectorsLeaveNoSubscriptionBehind() async {
    let ledger = SubscriptionLedger()
    let prices = MutableSharedFlow<Int>(ledger: ledger)  // never ends
    let collect = Task { await prices.collect { _ in } }
    let toArray = Task { await prices.toArray() }
    let first = Task { await prices.first { $0 > 100 } }
    let taken = Task { await prices.take(5).toArray() }
    while ledger.liveCount < 4 { await Task.yield() }
    prices.emit(1)
    for task in [collect] { task.cancel() }
    toArray.cancel()
    first.cancel()
    taken.cancel()
    await collect.value
    #expect(await toArray.value == nil)  // cancelled before the end: nil, not a partial array
    #expect(await first.value == nil)
    #expect(await taken.value == nil)
    #expect(ledger.liveCount == 0)
  }

  @Test func aCollectorOfACreatedFlowLeavesTheLedgerWhenCancelled() async {
    let ledger = SubscriptionLedger()
    let never = AnyThrowingFlow<Int, LoadError>.create { _ in ActionCancellable {} }
    let task = Task {
      await SubscriptionLedger.$current.withValue(ledger) {
        try? await never.collect { _ in }
      }
    }
    while ledger.liveCount == 0 { await Task.yield() }
    task.cancel()
    await task.value
    #expect(ledger.liveCount == 0)
  }

  @Test func firstStopsAnEndlessSourceAtTheMatch() async {
    // Found in review: `first` went through `values`, which buffered the
    // whole sequence during subscribe; an endless one never returned.
    #expect(await (1...).asFlow().first() == 1)
    #expect(await (1...).asFlow().first { $0 % 7 == 0 } == 7)
  }

  @Test func firstOnAChannelLeavesTheEventsAfterTheMatchBuffered() async {
    let channel = EventChannel<Int>()
    for event in 1...5 { channel.send(event) }
    #expect(await channel.first { $0 == 2 } == 2)
    #expect(channel.bufferedCount == 3)  // 1 was skipped (consumed); 3, 4, 5 wait
  }

  @Test func cancellingACollectorStopsAnEndlessSourceDuringSubscribe() async {
    let ledger = SubscriptionLedger()
    let task = Task {
      await SubscriptionLedger.$current.withValue(ledger) {
        await (0...).asFlow().collect { _ in }
      }
    }
    while ledger.totalCount == 0 { await Task.yield() }  // inside subscribe, delivering
    task.cancel()
    await task.value  // returns: the source saw its end cancelled
    #expect(ledger.liveCount == 0)
  }
}
