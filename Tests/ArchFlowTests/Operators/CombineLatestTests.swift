import ArchFlow
import Testing

@Suite struct CombineLatestTests {
  @Test func combineLatestWaitsForEveryInputThenEmitsOnEachChange() {
    let ledger = SubscriptionLedger()
    let letters = MutableSharedFlow<String>(ledger: ledger)
    let numbers = MutableSharedFlow<Int>(ledger: ledger)
    let log = OperatorLog<String>()
    let token = combineLatest(letters, numbers).subscribe { log.append("\($0)\($1)") }
    letters.emit("a")
    letters.emit("b")
    #expect(log.values == [])
    numbers.emit(1)
    letters.emit("c")
    numbers.emit(2)
    #expect(log.values == ["b1", "c1", "c2"])
    token.cancel()
    #expect(ledger.liveCount == 0)
  }

  @Test func combineLatestWithTransformAppliesItToTheLatestValues() {
    let email = MutableStateFlow("", ledger: SubscriptionLedger())
    let password = MutableStateFlow("", ledger: SubscriptionLedger())
    let log = OperatorLog<Bool>()
    let token = combineLatest(email, password) { !$0.isEmpty && $1.count >= 8 }
      .subscribe { log.append($0) }
    email.value = "ada@example.com"
    password.value = "correct horse"
    #expect(log.values == [false, false, true])
    token.cancel()
  }

  @Test func combineLatestOfThreeWaitsForAllThree() {
    let ledger = SubscriptionLedger()
    let a = MutableSharedFlow<Int>(ledger: ledger)
    let b = MutableSharedFlow<Int>(ledger: ledger)
    let c = MutableSharedFlow<Int>(ledger: ledger)
    let triples = OperatorLog<[Int]>()
    let sums = OperatorLog<Int>()
    let tokens = [
      combineLatest(a, b, c).subscribe { triples.append([$0, $1, $2]) },
      combineLatest(a, b, c) { $0 + $1 + $2 }.subscribe { sums.append($0) },
    ]
    #expect(ledger.liveCount == 6)
    a.emit(1)
    b.emit(10)
    #expect(triples.values == [])
    c.emit(100)
    b.emit(20)
    #expect(triples.values == [[1, 10, 100], [1, 20, 100]])
    #expect(sums.values == [111, 121])
    for token in tokens { token.cancel() }
    #expect(ledger.liveCount == 0)
  }
}
