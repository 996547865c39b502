import ArchFlow
import ArchHost
import ArchMVVM
import ArchTestSupport
import Testing

@Suite struct ViewModelCoreTests {
  @Test func theStateStartsAtTheInitialValueAndEmitsEachDistinctChange() {
    let host = AppHost()
    let model = CounterViewModel(host: host)
    let seen = Box<[Int]>([])
    let token = model.state.subscribe { value in seen.withLock { $0.append(value) } }

    model.increment()
    model.core.value = 1  // equal: nothing
    model.increment()

    #expect(seen.value == [0, 1, 2])
    #expect(host.ledger.liveCount == 1)  // counted in the host's ledger, not the shared one
    token.cancel()
  }

  @Test func anEventSentWithNobodyCollectingIsBufferedAndDeliveredExactlyOnce() {
    // NB: make ViewModelCore's `events` a MutableSharedFlow(replay: 1) instead of an EventChannel and `second`
    // gets it too.
    let host = AppHost()
    let model = CounterViewModel(host: host)
    model.announce("loaded")  // nobody collecting
    let first = Box<[String]>([])
    let second = Box<[String]>([])

    let token = model.events.subscribe { event in first.withLock { $0.append(event) } }
    token.cancel()
    let late = model.events.subscribe { event in second.withLock { $0.append(event) } }

    #expect(first.value == ["loaded"])
    #expect(second.value == [])
    #expect(model.events.bufferedCount == 0)
    late.cancel()
  }

  @Test func aStatesStreamYieldsTheCurrentValueThenConflatesToTheLatest() {
    // NB: make the stream `.unbounded` in _StateStreams and 2 shows up too.
    let host = AppHost()
    let model = CounterViewModel(host: host)
    let seen = Box<[Int]>([])
    host.launch("consumer") {
      for await value in model.states(label: "test.states") { seen.withLock { $0.append(value) } }
    }
    host.settle()
    #expect(seen.value == [0])

    model.increment()  // resumes the waiting consumer with 1
    model.increment()  // buffered...
    model.increment()  // ...and replaced: the consumer lags, so it skips 2
    host.settle()

    #expect(seen.value == [0, 1, 3])
    model.clear()
    host.settle()
  }

  @Test func aStatesSubscriptionEndsWhenTheConsumingTaskIsCancelled() {
    // NB: drop `subscription.cancel()` from onTermination and the ledger keeps 1.
    let host = AppHost()
    let model = CounterViewModel(host: host)
    let consumer = host.launch("consumer") { for await _ in model.states(label: "test.states") {} }
    host.settle()
    #expect(host.ledger.liveRecords.map(\.site.label) == ["test.states"])
    #expect(model.core.openStreamCount == 1)

    consumer.cancel()

    #expect(host.ledger.liveCount == 0)  // at once, not on the next settle
    #expect(model.core.openStreamCount == 0)
    host.settle()
    #expect(host.tasks.count == 0)
  }

  @Test func aStatesSubscriptionEndsWhenTheLoopEnds() {
    let host = AppHost()
    let model = CounterViewModel(host: host)
    host.launch("first value only") {
      for await value in model.states where value == 0 { break }
    }
    host.settle()

    #expect(host.ledger.liveCount == 0)
    #expect(model.core.openStreamCount == 0)
    #expect(host.tasks.count == 0)
  }

  @Test func clearCancelsTheScopesTasksAndEndsEveryStatesLoop() {
    // NB: drop `streams.finishAll()` from ViewModelCore.clear() and the consumer never ends.
    let host = AppHost()
    let model = CounterViewModel(host: host)
    let ended = Box(false)
    model.core.launch("sleeper") { try? await host.clock.sleep(for: .seconds(60)) }
    host.launch("consumer") {
      for await _ in model.states {}
      ended.value = true
    }
    host.settle()
    #expect(host.tasks.labels == ["sleeper", "consumer"])
    #expect(model.core.scope.activeTaskCount == 1)

    model.clear()
    #expect(model.core.scope.activeTaskCount == 1)  // cancelled, listed until it returns
    host.settle()

    #expect(ended.value)
    #expect(host.tasks.count == 0)
    #expect(model.core.scope.activeTaskCount == 0)
    #expect(host.clock.sleeperCount == 0)
    #expect(host.ledger.liveCount == 0)
  }

  @Test func aClearedViewModelStartsNoWorkAndHandsOutFinishedStreams() {
    let host = AppHost()
    let model = CounterViewModel(host: host)
    model.clear()
    let ran = Box(false)

    let token = model.core.launch("late") { ran.value = true }
    let iterated = Box(0)
    host.launch("consumer") { for await _ in model.states { iterated.withLock { $0 += 1 } } }
    host.settle()

    #expect((token as? ActionCancellable)?.isCancelled == true)
    #expect(!ran.value)
    #expect(iterated.value == 0)
    #expect(host.ledger.liveCount == 0)
    #expect(host.tasks.count == 0)
  }

  @Test func aViewModelReleasedWithoutClearStillCancelsItsWork() {
    // NB: drop FlowScope's `deinit { cancel() }` and the sleeper stays live.
    let host = AppHost()
    var model: CounterViewModel? = CounterViewModel(host: host)
    model?.core.launch("sleeper") { try? await host.clock.sleep(for: .seconds(60)) }
    host.settle()

    model = nil
    host.settle()

    #expect(host.tasks.count == 0)
    #expect(host.clock.sleeperCount == 0)
  }

  @Test func theScopeForgetsTasksThatReturnedAndCancelsWhatItOwns() {
    let host = AppHost()
    let scope = ViewModelScope(host: host)
    for index in 1...3 { scope.launch("quick \(index)") {} }
    let flow = MutableStateFlow(0, ledger: host.ledger)
    scope.own(flow.subscribe(label: "owned") { _ in })
    #expect(scope.activeTaskCount == 3)
    host.settle()
    #expect(scope.activeTaskCount == 0)

    scope.cancel()
    scope.own(flow.subscribe(label: "after cancel") { _ in })  // cancelled at once

    #expect(scope.isCancelled)
    #expect(host.ledger.liveCount == 0)
  }

  @Test func theScopeLetsGoOfOwnedSubscriptionsThatWereCancelledOnTheirOwn() {
    // NB: in CancellableBag.insert, drop the prune of cancelled items.
    let host = AppHost()
    let scope = ViewModelScope(host: host)
    let flow = MutableStateFlow(0, ledger: host.ledger)
    weak var first: (any Cancellable)?
    for index in 0..<1_000 {
      let subscription = flow.subscribe(label: "short \(index)") { _ in }
      if index == 0 { first = subscription }
      scope.own(subscription)
      subscription.cancel()
    }
    let live = flow.subscribe(label: "live") { _ in }
    scope.own(live)

    #expect(first == nil)
    #expect(host.ledger.liveCount == 1)
    scope.cancel()
    #expect(live.isCancelled)
    #expect(host.ledger.liveCount == 0)
  }
}
