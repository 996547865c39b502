import ArchFlow
import Testing

/// The behaviour of kotlinx.coroutines' StateFlowTest, ported (not
/// copied): one test per kotlinx test, the kotlinx name as display name.
@Suite("kotlinx StateFlowTest", .timeLimit(.minutes(1)))
struct StateFlowKotlinxTests {
  private struct Data: Equatable, CustomStringConvertible {
    let i: Int
    var description: String { "\(i)" }
  }

  @Test("testNormalAndNull") func anOptionalStateDeliversNilAndSkipsAnEqualValue() {
    let state = MutableStateFlow<Int?>(0)
    let seen = Recorder<Int?>()
    let token = state.subscribe { seen.record($0) }
    state.value = 1
    #expect(state.value == 1)
    state.value = 1  // same value: nothing
    state.value = nil
    #expect(state.value == nil)
    state.value = 2
    #expect(seen.values == [0, 1, nil, 2])
    token.cancel()
    state.value = 3
    #expect(seen.values == [0, 1, nil, 2])
  }

  @Test("testEqualsConflation") func aLaggingConsumerSkipsToTheLatestAndNeverGetsAnEqualValueTwice() async {
    let state = MutableStateFlow(Data(i: 0))
    var iterator = state.values.makeAsyncIterator()
    #expect(await iterator.next() == Data(i: 0))
    state.value = Data(i: 1)  // conflated
    state.value = Data(i: 0)  // equal to the last one handed out
    state.value = Data(i: 3)  // conflated
    state.value = Data(i: 2)
    #expect(await iterator.next() == Data(i: 2))
    state.value = Data(i: 2)  // equal: dropped
    state.value = Data(i: 5)  // conflated
    state.value = Data(i: 4)
    #expect(await iterator.next() == Data(i: 4))
  }

  @Test("testDataModel") func aCounterModelsFirstElevenValuesSumToFiftyFive() async {
    let counter = MutableStateFlow(0)
    let exposed: StateFlow<Int> = counter.asStateFlow()
    let sum = Recorder<Int>()
    let ends = Recorder<FlowCompletion<Never>>()
    _ = exposed.take(11).scan(0, +).subscribe({ sum.record($0) }, onCompletion: { ends.record($0) })
    for _ in 0..<10 { counter.update { $0 += 1 } }
    #expect(sum.last == 55)
    #expect(ends.values == [.finished])
  }

  @Test("testOnSubscriptionWithException") func onStartActionsRunOutermostFirstThenTheOnSubscriptionActions() {
    // kotlinx's version throws from the last onSubscription and catches it; an
    // ArchFlow action cannot throw, so this keeps the order of what the actions
    // send: the onStart ones outermost first, then the onSubscription ones —
    // outermost first too (kotlinx sends the innermost first).
    let state = MutableStateFlow("A")
    let seen = Recorder<String>()
    let token =
      state
      .onSubscription { send in send("collector->A") }
      .onSubscription { send in send("collector->B") }
      .onStart { send in send("collector->C") }
      .onStart { send in send("collector->D") }
      .subscribe { seen.record($0) }
    #expect(seen.values == ["collector->D", "collector->C", "collector->B", "collector->A", "A"])
    token.cancel()
    #expect(state.currentSubscriptionCount == 0)
  }

  @Test("testOperatorFusion") func removeDuplicatesOnAStateFlowChangesNothingItDelivers() {
    // kotlinx returns the state flow itself from such operators; ArchFlow
    // wraps it, so what is checked is that the wrapper delivers the same.
    let state = MutableStateFlow("a")
    let direct = Recorder<String>()
    let wrapped = Recorder<String>()
    let tokens = [state.subscribe { direct.record($0) }, state.removeDuplicates().subscribe { wrapped.record($0) }]
    for value in ["b", "b", "a", "c"] { state.value = value }
    #expect(wrapped.values == direct.values)
    for token in tokens { token.cancel() }
  }

  @Test("testResetUnsupported") func aStatesReplayCacheIsItsValue() {
    // A state flow has no `resetReplayCache` at all (kotlinx throws).
    let state = MutableStateFlow(42)
    #expect(state.value == 42)
    #expect(state.replayCache == [42])
  }

  @Test("testUpdate") func updateAppliesEachChange() {
    let state = MutableStateFlow(0)
    state.update { $0 += 2 }
    #expect(state.value == 2)
    state.update { $0 += 3 }
    #expect(state.value == 5)
    #expect(state.getAndUpdate { $0 += 1 } == 5)
    #expect(state.value == 6)
  }
}
