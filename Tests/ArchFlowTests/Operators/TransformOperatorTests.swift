import ArchFlow
import Testing

@Suite struct TransformOperatorTests {
  @Test func mapTransformsEachValue() {
    let source = MutableStateFlow(1, ledger: SubscriptionLedger())
    let log = OperatorLog<String>()
    let token = source.map { "#\($0)" }.subscribe { log.append($0) }
    source.value = 2
    #expect(log.values == ["#1", "#2"])
    token.cancel()
  }

  @Test func filterDeliversOnlyAcceptedValues() {
    let source = MutableSharedFlow<Int>(ledger: SubscriptionLedger())
    let log = OperatorLog<Int>()
    let token = source.filter { $0.isMultiple(of: 2) }.subscribe { log.append($0) }
    for value in 1...6 { source.emit(value) }
    #expect(log.values == [2, 4, 6])
    token.cancel()
  }

  @Test func compactMapSkipsNilResults() {
    let source = MutableSharedFlow<String>(ledger: SubscriptionLedger())
    let log = OperatorLog<Int>()
    let token = source.compactMap { Int($0) }.subscribe { log.append($0) }
    for text in ["1", "x", "42", ""] { source.emit(text) }
    #expect(log.values == [1, 42])
    token.cancel()
  }

  @Test func removeDuplicatesSkipsOnlyConsecutiveEqualValues() {
    let source = MutableSharedFlow<Int>(ledger: SubscriptionLedger())
    let log = OperatorLog<Int>()
    let token = source.removeDuplicates().subscribe { log.append($0) }
    for value in [1, 1, 2, 2, 2, 1, 3, 3] { source.emit(value) }
    #expect(log.values == [1, 2, 1, 3])
    token.cancel()
  }

  @Test func removeDuplicatesByComparesWithTheLastDeliveredValue() {
    let source = MutableSharedFlow<Int>(ledger: SubscriptionLedger())
    let log = OperatorLog<Int>()
    // Within 2 of the last delivered value counts as a duplicate: 1, 2, 3
    // would all pass if each were compared with its predecessor instead.
    let token = source.removeDuplicates { abs($0 - $1) <= 2 }.subscribe { log.append($0) }
    for value in [1, 2, 3, 4, 10, 11] { source.emit(value) }
    #expect(log.values == [1, 4, 10])
    token.cancel()
  }

  @Test func scanEmitsEachAccumulatedValue() {
    let source = MutableSharedFlow<Int>(ledger: SubscriptionLedger())
    let log = OperatorLog<[Int]>()
    let token = source.scan([]) { $0 + [$1] }.subscribe { log.append($0) }
    for value in 1...3 { source.emit(value) }
    #expect(log.values == [[1], [1, 2], [1, 2, 3]])
    token.cancel()
  }

  @Test func eachSubscriberOfAColdOperatorHasItsOwnState() {
    let source = MutableSharedFlow<Int>(ledger: SubscriptionLedger())
    let sums = source.scan(0, +)
    let deduplicated = source.removeDuplicates()
    let firstSums = OperatorLog<Int>()
    let secondSums = OperatorLog<Int>()
    let firstDistinct = OperatorLog<Int>()
    let secondDistinct = OperatorLog<Int>()
    let early = [sums.subscribe { firstSums.append($0) }, deduplicated.subscribe { firstDistinct.append($0) }]
    source.emit(5)
    let late = [sums.subscribe { secondSums.append($0) }, deduplicated.subscribe { secondDistinct.append($0) }]
    source.emit(5)
    source.emit(1)
    // NB: hoist `var accumulator` in `scan` out of the subscribe closure and
    // the second subscriber starts from 5 instead of 0.
    #expect(firstSums.values == [5, 10, 11])
    #expect(secondSums.values == [5, 6])
    #expect(firstDistinct.values == [5, 1])
    #expect(secondDistinct.values == [5, 1])
    for token in early + late { token.cancel() }
  }

  @Test func scanFoldsValuesSentFromItsOwnCallbackAfterTheCallbackReturns() {
    let subject = NaiveSubject<Int>()  // recurses on reentrant sends
    let events = OperatorLog<String>()
    let token = subject.flow.scan(0, +).subscribe { sum in
      events.append("enter \(sum)")
      if sum < 8 { subject.send(sum) }  // reentrant: doubles the sum
      events.append("exit \(sum)")
    }
    subject.send(1)
    // NB: in `_Relay.sendUnlocking`, leave `draining` false while `handle`
    // runs, and the callbacks nest: enter 1, enter 2, … exit 2, exit 1.
    #expect(events.values == ["enter 1", "exit 1", "enter 2", "exit 2", "enter 4", "exit 4", "enter 8", "exit 8"])
    token.cancel()
  }
}
