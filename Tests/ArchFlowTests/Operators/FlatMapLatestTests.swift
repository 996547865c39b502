import ArchFlow
import Foundation
import Testing

@Suite struct FlatMapLatestTests {
  @Test func flatMapLatestDeliversOnlyTheLatestInnerFlow() {
    let ledger = SubscriptionLedger()
    let query = MutableStateFlow("a", ledger: ledger)
    let inners = ["a": MutableSharedFlow<String>(ledger: ledger), "b": MutableSharedFlow<String>(ledger: ledger)]
    let log = OperatorLog<String>()
    let token = query.flatMapLatest { inners[$0]! }.subscribe { log.append($0) }
    inners["a"]!.emit("a1")
    query.value = "b"
    inners["a"]!.emit("a2")  // superseded
    inners["b"]!.emit("b1")
    #expect(log.values == ["a1", "b1"])
    token.cancel()
  }

  @Test func flatMapLatestCancelsTheSupersededInnerSubscription() {
    let outerLedger = SubscriptionLedger()
    let innerLedger = SubscriptionLedger()
    let query = MutableStateFlow(0, ledger: outerLedger)
    let inner = MutableStateFlow(100, ledger: innerLedger)
    let token = query.flatMapLatest { offset in inner.map { $0 + offset } }.subscribe { _ in }
    #expect(innerLedger.liveCount == 1)
    query.value = 1
    query.value = 2
    // NB: skip `superseded?.cancel()` in `_FlatMapLatestStorage.valueArrived` and this is 3.
    #expect(innerLedger.liveCount == 1)
    token.cancel()
    #expect(innerLedger.liveCount == 0)
    #expect(outerLedger.liveCount == 0)
  }

  @Test func flatMapLatestDropsQueuedValuesOfASupersededInnerFlow() {
    // The downstream switches the query while receiving: the value the old
    // inner flow emitted in the same callback is already stale when its turn comes.
    let query = MutableStateFlow("a", ledger: SubscriptionLedger())
    let inners = ["a": NaiveSubject<String>(), "b": NaiveSubject<String>()]
    let log = OperatorLog<String>()
    let token = query.flatMapLatest { inners[$0]!.flow }.subscribe { value in
      log.append(value)
      if value == "a1" {
        inners["a"]!.send("a2")  // queued behind this callback
        query.value = "b"  // supersedes "a" before "a2" is delivered
        inners["b"]!.send("b1")
      }
    }
    inners["a"]!.send("a1")
    #expect(log.values == ["a1", "b1"])
    #expect(inners["a"]!.subscriberCount == 0)
    token.cancel()
    #expect(inners["b"]!.subscriberCount == 0)
  }

  @Test func flatMapLatestIgnoresAValueRacingInFromASupersededInnerFlow() {
    let query = MutableStateFlow("a", ledger: SubscriptionLedger())
    let inners = ["a": NaiveSubject<String>(), "b": NaiveSubject<String>()]
    let log = OperatorLog<String>()
    let token = query.flatMapLatest { inners[$0]!.flow }.subscribe { log.append($0) }
    // Another thread began sending on "a" just before the switch cancelled it.
    let racingSend = inners["a"]!.sendStartedNow()
    query.value = "b"
    racingSend("a-late")
    inners["b"]!.send("b1")
    // NB: drop the generation check in `_FlatMapLatestStorage.innerValueArrived`
    // and "a-late" is delivered after the switch.
    #expect(log.values == ["b1"])
    token.cancel()
  }

  @Test func flatMapLatestNeverDeliversAnOlderInnerFlowAfterANewerOne() {
    // Inner flows emit their generation from other threads while the
    // upstream keeps switching; once generation n was delivered, nothing
    // below n may follow.
    let query = MutableStateFlow(0, ledger: SubscriptionLedger())
    let inners = (0...200).map { _ in NaiveSubject<Int>() }
    let log = OperatorLog<Int>()
    let token = query.flatMapLatest { generation in inners[generation].flow.map { _ in generation } }
      .subscribe { log.append($0) }
    DispatchQueue.concurrentPerform(iterations: 3) { worker in
      if worker == 0 {
        for generation in 1...200 { query.value = generation }
      } else {
        for round in 0..<4000 { inners[(round * worker) % 201].send(round) }
      }
    }
    let delivered = log.values
    #expect(zip(delivered, delivered.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(inners.prefix(200).allSatisfy { $0.subscriberCount == 0 })
    token.cancel()
    #expect(inners[200].subscriberCount == 0)
  }
}
