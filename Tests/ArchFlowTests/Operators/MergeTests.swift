import ArchFlow
import Foundation
import Testing

@Suite struct MergeTests {
  @Test func mergeInterleavesValuesInEmissionOrder() {
    let ledger = SubscriptionLedger()
    let left = MutableSharedFlow<String>(ledger: ledger)
    let right = MutableSharedFlow<String>(ledger: ledger)
    let state = MutableStateFlow("s0", ledger: ledger)
    let log = OperatorLog<String>()
    let token = merge(left, right, state).subscribe { log.append($0) }
    left.emit("l1")
    right.emit("r1")
    right.emit("r2")
    state.value = "s1"
    left.emit("l2")
    #expect(log.values == ["s0", "l1", "r1", "r2", "s1", "l2"])
    #expect(ledger.liveCount == 3)
    token.cancel()
    #expect(ledger.liveCount == 0)
  }

  @Test func mergeOfAnArrayBuiltAtRunTimeMergesEveryFlow() {
    let sources = (0..<4).map { _ in MutableSharedFlow<Int>(ledger: SubscriptionLedger()) }
    let log = OperatorLog<Int>()
    let token = merge(sources.map { $0 as any Flow<Int> }).subscribe { log.append($0) }
    for (index, source) in sources.enumerated().reversed() { source.emit(index) }
    #expect(log.values == [3, 2, 1, 0])
    token.cancel()
  }

  @Test func mergeNeverCallsItsSubscriberConcurrently() {
    let subjects = (0..<4).map { _ in NaiveSubject<Int>() }
    let log = OperatorLog<Int>()
    let token = merge(subjects.map { $0.flow as any Flow<Int> }).subscribe { log.appendCountingOverlap($0) }
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      for value in 0..<500 { subjects[index].send(index * 1000 + value) }
    }
    // NB: subscribe with `receive` itself instead of `relay.send` in `merge`
    // and calls overlap (run under --sanitize=thread to see it reported).
    #expect(log.maxConcurrentCalls == 1)
    #expect(log.values.count == 2000)
    for index in 0..<4 {
      let mine = log.values.filter { $0 / 1000 == index }
      #expect(mine == Array(index * 1000..<index * 1000 + 500), "each input keeps its order")
    }
    token.cancel()
    #expect(subjects.allSatisfy { $0.subscriberCount == 0 })
  }
}
