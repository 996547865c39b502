import ArchFlow
import Testing

enum LoadError: Error, Equatable {
  case offline
  case notFound
}

enum FallbackError: Error, Equatable {
  case gaveUp
}

/// Records the values and ends one subscription hears.
final class EndRecorder<Element: Sendable, Failure: Error>: Sendable {
  let values = Recorder<Element>()
  let ends = Recorder<FlowCompletion<Failure>>()

  func subscribe<F: Flow>(_ flow: F) -> any Cancellable where F.Element == Element, F.Failure == Failure {
    flow.subscribe({ self.values.record($0) }, onCompletion: { self.ends.record($0) })
  }
}

/// Flows that finish and fail: sources, the end through operators, `take`.
@Suite("Completion and failure")
struct CompletionTests {
  @Test func asFlowDeliversEveryElementThenFinishesOnce() {
    let seen = EndRecorder<Int, Never>()
    _ = seen.subscribe([1, 2, 3].asFlow())
    #expect(seen.values.values == [1, 2, 3])
    #expect(seen.ends.values == [.finished])
  }

  @Test func aCreatedFlowEndsOnceAndIgnoresWhatFollowsItsEnd() {
    let flow = AnyThrowingFlow<Int, LoadError>.create { emitter in
      emitter.send(1)
      emitter.fail(.offline)
      #expect(!emitter.send(2))
      emitter.fail(.notFound)
      emitter.finish()
      return ActionCancellable {}
    }
    let seen = EndRecorder<Int, LoadError>()
    _ = seen.subscribe(flow)
    #expect(seen.values.values == [1])
    #expect(seen.ends.values == [.failed(.offline)])
  }

  @Test func theLedgerListsACreatedFlowUntilItEndsEitherWay() {
    let ledger = SubscriptionLedger()
    let emitters = Recorder<FlowEmitter<Int, LoadError>>()
    let stopped = Recorder<Bool>()
    let flow = AnyThrowingFlow<Int, LoadError>.create("profile.load") { emitter in
      emitters.record(emitter)
      return ActionCancellable { stopped.record(true) }
    }
    SubscriptionLedger.$current.withValue(ledger) {
      let finishing = EndRecorder<Int, LoadError>()
      _ = finishing.subscribe(flow)
      let cancelled = flow.subscribe(
        { _ in }, onCompletion: { _ in Issue.record("a cancelled subscriber hears no end") })
      #expect(ledger.liveCount == 2)
      emitters.values[0].fail(.notFound)
      #expect(ledger.liveCount == 1)
      #expect(finishing.ends.values == [.failed(.notFound)])
      cancelled.cancel()
      #expect(ledger.liveCount == 0)
      #expect(!emitters.values[1].isActive)
      #expect(stopped.count == 2)  // the work stops on the end and on cancel
    }
  }

  @Test func everyTransformingOperatorPassesTheFailureOnAfterItsValues() {
    let source = AnyThrowingFlow<Int, LoadError>.create { emitter in
      for value in [1, 1, 2, 3] { emitter.send(value) }
      emitter.fail(.offline)
      return ActionCancellable {}
    }
    let chains: [(String, AnyThrowingFlow<Int, LoadError>, [Int])] = [
      ("map", source.map { $0 * 10 }, [10, 10, 20, 30]),
      ("filter", source.filter { $0 != 2 }, [1, 1, 3]),
      ("compactMap", source.compactMap { $0 == 1 ? nil : $0 }, [2, 3]),
      ("scan", source.scan(0, +), [1, 2, 4, 7]),
      ("removeDuplicates", source.removeDuplicates(), [1, 2, 3]),
      ("onStart", source.onStart { send in send(0) }, [0, 1, 1, 2, 3]),
      ("onSubscription", source.onSubscription { send in send(0) }, [0, 1, 1, 2, 3]),
      ("take", source.take(10), [1, 1, 2, 3]),
      ("eraseToAnyFlow", source.eraseToAnyFlow(), [1, 1, 2, 3]),
    ]
    for (name, flow, expected) in chains {
      let seen = EndRecorder<Int, LoadError>()
      _ = seen.subscribe(flow)
      #expect(seen.values.values == expected, "\(name)")
      #expect(seen.ends.values == [.failed(.offline)], "\(name)")
    }
  }

  @Test func takeFinishesAfterItsCountWithTheHotUpstreamAlreadyGone() {
    let ledger = SubscriptionLedger()
    let state = MutableStateFlow(1, ledger: ledger)
    let liveWhenFinished = Recorder<Int>()
    let seen = Recorder<Int>()
    _ = state.take(2).subscribe({ seen.record($0) }, onCompletion: { _ in liveWhenFinished.record(ledger.liveCount) })
    #expect(ledger.liveCount == 1)
    state.value = 2
    state.value = 3
    #expect(seen.values == [1, 2])
    #expect(liveWhenFinished.values == [0])
  }

  @Test func takeStopsAnEndlessSequenceDuringSubscribe() {
    let seen = EndRecorder<Int, Never>()
    _ = seen.subscribe((0...).asFlow().map { $0 * 2 }.take(3))
    #expect(seen.values.values == [0, 2, 4])
    #expect(seen.ends.values == [.finished])
  }

  @Test func takeZeroFinishesWithoutSubscribingUpstream() {
    let ledger = SubscriptionLedger()
    let state = MutableStateFlow(1, ledger: ledger)
    let seen = EndRecorder<Int, Never>()
    _ = seen.subscribe(state.take(0))
    #expect(seen.values.values.isEmpty)
    #expect(seen.ends.values == [.finished])
    #expect(ledger.totalCount == 0)
  }

  @Test func cancellingTheTokenStopsASourceAndItsSubscriberHearsNoEnd() {
    let emitters = Recorder<FlowEmitter<Int, Never>>()
    let flow = AnyFlow<Int>.create { emitter in
      emitters.record(emitter)
      return ActionCancellable {}
    }
    let seen = EndRecorder<Int, Never>()
    let token = seen.subscribe(flow.map { $0 + 1 })
    emitters.values[0].send(1)
    token.cancel()
    #expect(!emitters.values[0].send(2))
    emitters.values[0].finish()
    #expect(seen.values.values == [2])
    #expect(seen.ends.values.isEmpty)
  }

  @Test func justEmptyAndFailureEndAtOnce() {
    let just = EndRecorder<Int, LoadError>()
    _ = just.subscribe(AnyThrowingFlow<Int, LoadError>.just(7))
    #expect(just.values.values == [7])
    #expect(just.ends.values == [.finished])
    let empty = EndRecorder<Int, Never>()
    _ = empty.subscribe(AnyFlow<Int>.empty)
    #expect(empty.values.values.isEmpty)
    #expect(empty.ends.values == [.finished])
    let failing = EndRecorder<Int, LoadError>()
    _ = failing.subscribe(AnyThrowingFlow<Int, LoadError>.failure(.notFound))
    #expect(failing.values.values.isEmpty)
    #expect(failing.ends.values == [.failed(.notFound)])
  }

  @Test func aHotFlowsSubscriptionEndsWhenItsEndIsCancelled() {
    let ledger = SubscriptionLedger()
    let state = MutableStateFlow(0, ledger: ledger)
    let end = SubscriptionEnd<Never>()
    let seen = Recorder<Int>()
    _ = state.subscribe(at: SubscriptionSite(label: "end"), { seen.record($0) }, end: end)
    #expect(ledger.liveCount == 1)
    end.cancel()
    #expect(ledger.liveCount == 0)
    state.value = 1
    #expect(seen.values == [0])
  }

  @Test func aSubscriberThatEndsItselfOnItsFirstValueIsGoneAtOnce() {
    // Found by the model checker: the subscription stayed counted until
    // `subscribe` returned, so subscriptionCount saw it during its replay.
    let state = MutableStateFlow(1, ledger: SubscriptionLedger())
    let shared = MutableSharedFlow<Int>(replay: 2)
    shared.emit(1)
    shared.emit(2)
    let countsSeen = Recorder<Int>()
    let stateEnd = SubscriptionEnd<Never>()
    _ = state.subscribe(
      at: SubscriptionSite(label: "once"),
      { _ in
        stateEnd.cancel()
        countsSeen.record(state.currentSubscriptionCount)
      }, end: stateEnd)
    let sharedEnd = SubscriptionEnd<Never>()
    let replayed = Recorder<Int>()
    _ = shared.subscribe(
      at: SubscriptionSite(label: "once"),
      { value in
        replayed.record(value)
        sharedEnd.cancel()
        countsSeen.record(shared.currentSubscriptionCount)
      }, end: sharedEnd)
    #expect(countsSeen.values == [0, 0])
    #expect(replayed.values == [1])  // the rest of its replay is not delivered
  }

  @Test func takeOnAChannelLeavesTheEventsAfterItsCountForTheNextCollector() {
    // Found in review: the events after the first went to a collector that
    // had ended, were counted as delivered, and were lost.
    let channel = EventChannel<Int>()
    for event in 1...3 { channel.send(event) }
    let first = EndRecorder<Int, Never>()
    _ = first.subscribe(channel.take(1))
    #expect(first.values.values == [1])
    #expect(first.ends.values == [.finished])
    #expect(channel.bufferedCount == 2)
    let next = Recorder<Int>()
    let token = channel.subscribe { next.record($0) }
    #expect(next.values == [2, 3])
    token.cancel()
  }

  @Test func combinatorsStopAnEndlessInputWhenTheirSubscriberEnds() {
    // Found in review: their inputs were subscribed without an end, so an
    // input delivering during `subscribe` could not be stopped.
    let state = MutableStateFlow(100)
    let merged = EndRecorder<Int, Never>()
    _ = merged.subscribe(merge((1...).asFlow(), state).take(2))
    #expect(merged.values.values == [1, 2])
    let combined = EndRecorder<Int, Never>()
    _ = combined.subscribe(combineLatest(state, (1...).asFlow()) { $0 + $1 }.take(2))
    #expect(combined.values.values == [101, 102])
    let inner = EndRecorder<Int, Never>()
    _ = inner.subscribe(state.flatMapLatest { base in (1...).asFlow().map { base + $0 } }.take(3))
    #expect(inner.values.values == [101, 102, 103])
    for recorder in [merged, combined, inner] { #expect(recorder.ends.values == [.finished]) }
    #expect(state.currentSubscriptionCount == 0)
  }
}
