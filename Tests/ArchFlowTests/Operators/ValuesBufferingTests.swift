import ArchFlow
import Testing

@Suite struct ValuesBufferingTests {
  @Test func mappingAStateFlowKeepsItsValuesConflated() async {
    let state = MutableStateFlow(0, ledger: SubscriptionLedger())
    let doubled = state.map { $0 * 2 }.filter { _ in true }
    #expect(doubled.valuesBuffering == .latest)
    var iterator = doubled.values.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    state.value = 1
    state.value = 2
    state.value = 3
    // NB: give `map` an `AnyFlow` without `buffering:` and this sees 2 first.
    #expect(await iterator.next() == 6)
  }

  @Test func operatorsThatMixSourcesBufferEveryValue() {
    let a = MutableStateFlow(0, ledger: SubscriptionLedger())
    let b = MutableStateFlow(0, ledger: SubscriptionLedger())
    #expect(merge(a, b).valuesBuffering == .unbounded)
    #expect(combineLatest(a, b).valuesBuffering == .unbounded)
  }

  @Test func aSharedFlowsValuesUseItsBufferAndOverflowPolicy() {
    let events = MutableSharedFlow<Int>(
      replay: 1, extraBufferCapacity: 2, onBufferOverflow: .dropLatest, ledger: SubscriptionLedger())
    #expect(events.valuesBuffering == .bounded(3, overflow: .dropLatest))
    #expect(events.map { $0 }.valuesBuffering == .bounded(3, overflow: .dropLatest))
  }
}
