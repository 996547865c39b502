import ArchFlow
import Testing

/// `asSharedFlow()` and `asStateFlow()` hand out the read-only view of a
/// mutable flow: the same flow, so its subscribers see every emission, and
/// the ledger sees their subscriptions.
@Suite struct ReadOnlyViewTests {
  @Test func aSharedFlowsReadOnlyViewIsTheFlowItself() {
    let ledger = SubscriptionLedger()
    let flow = MutableSharedFlow<Int>(replay: 1, ledger: ledger)
    let view: SharedFlow<Int> = flow.asSharedFlow()
    #expect(view === flow)
    flow.emit(1)
    let seen = Recorder<Int>()
    let token = view.subscribe { seen.record($0) }
    flow.emit(2)
    #expect(seen.values == [1, 2])
    #expect(ledger.liveCount == 1)
    token.cancel()
    #expect(ledger.liveCount == 0)
  }

  @Test func aStateFlowsReadOnlyViewReadsTheCurrentValue() {
    let flow = MutableStateFlow(1, ledger: SubscriptionLedger())
    let view: StateFlow<Int> = flow.asStateFlow()
    flow.value = 3
    #expect(view.value == 3)
  }
}
