import ArchFlow
import Testing

extension CoreContract {
  /// `first`, `first(where:)` and `collect`: suspending collectors that
  /// leave no subscription behind, whether they return or are cancelled.
  @Suite("suspending collectors", .timeLimit(.minutes(1)))
  struct FlowCollectorTests {
    let ledger = SubscriptionLedger()

    @Test func firstOfAStateFlowIsItsCurrentValueAndLeavesNoSubscription() async {
      let flow = MutableStateFlow(7, ledger: ledger)
      #expect(await flow.first() == 7)
      #expect(ledger.liveCount == 0)
    }

    @Test func firstWhereWaitsForAMatchingValue() async {
      let flow = MutableStateFlow(0, ledger: ledger)
      let (subscribed, signal) = AsyncStream.makeStream(of: Void.self)
      let waiter = Task {
        await flow.first { value in
          if value == 0 { signal.yield() }  // subscribed: the test may go on
          return value >= 3
        }
      }
      var ready = subscribed.makeAsyncIterator()
      _ = await ready.next()
      for value in 1...5 { flow.value = value }
      let found = await waiter.value  // 3, 4 or 5: a lagging consumer sees the latest
      #expect(found.map { (3...5).contains($0) } == true)
      #expect(ledger.liveCount == 0)
    }

    @Test func aCancelledFirstReturnsNilAndLeavesNoSubscription() async {
      // NB: in _ValuesHandle.deinit, drop `state.finish()` and the subscription stays.
      let flow = MutableStateFlow(0, ledger: ledger)
      let (subscribed, signal) = AsyncStream.makeStream(of: Void.self)
      let waiter = Task {
        await flow.first { value in
          signal.yield()
          return value > 100
        }
      }
      var ready = subscribed.makeAsyncIterator()
      _ = await ready.next()
      #expect(ledger.liveCount == 1)
      waiter.cancel()
      #expect(await waiter.value == nil)
      #expect(ledger.liveCount == 0)
    }

    @Test func collectDeliversInOrderUntilCancelled() async {
      let flow = MutableStateFlow(0, ledger: ledger)
      let seen = Recorder<Int>()
      let (got, signal) = AsyncStream.makeStream(of: Int.self)
      let collector = Task {
        await flow.collect { value in
          seen.record(value)
          signal.yield(value)
        }
      }
      var arrivals = got.makeAsyncIterator()
      _ = await arrivals.next()  // 0: subscribed
      for value in 1...3 {
        flow.value = value
        _ = await arrivals.next()  // one at a time, so none is conflated away
      }
      collector.cancel()
      await collector.value
      #expect(seen.values == [0, 1, 2, 3])
      #expect(ledger.liveCount == 0)
    }
  }
}
