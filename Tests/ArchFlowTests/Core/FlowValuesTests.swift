import ArchFlow
import Testing

extension CoreContract {
  /// `values`: every flow as an `AsyncSequence`. No test sleeps or spins:
  /// iterators are driven from the test itself, and a task is cancelled only
  /// after it has signalled (through an AsyncStream) that it is subscribed.
  @Suite("values (AsyncSequence bridge)", .timeLimit(.minutes(1)))
  struct FlowValuesTests {
    let ledger = SubscriptionLedger()

    @Test func iteratorSubscribesOnItsFirstNext() async {
      let flow = MutableStateFlow(0, ledger: ledger)
      var values = flow.values.makeAsyncIterator()
      #expect(ledger.liveCount == 0)
      flow.value = 1
      #expect(await values.next() == 1)  // the current value at the first next()
      #expect(ledger.liveCount == 1)
    }

    @Test func stateFlowValuesAreConflatedForALaggingConsumer() async {
      // NB: in StateFlow.valuesBuffering, return `.unbounded` — the consumer gets 1, 2, 3 one by one.
      let flow = MutableStateFlow(0, ledger: ledger)
      var values = flow.values.makeAsyncIterator()
      #expect(await values.next() == 0)
      flow.value = 1
      flow.value = 2
      flow.value = 3  // the consumer has not asked yet: it lags
      #expect(await values.next() == 3)
      flow.value = 4
      #expect(await values.next() == 4)  // 1 and 2 are gone, not queued
    }

    @Test func eachIteratorHasItsOwnSubscriptionAndGetsEveryValue() async {
      let flow = MutableStateFlow(0, ledger: ledger)
      var first = flow.values.makeAsyncIterator()
      var second = flow.values.makeAsyncIterator()
      var seenByFirst = [await first.next()]
      var seenBySecond = [await second.next()]
      #expect(ledger.liveCount == 2)
      for value in 1...3 {
        flow.value = value
        seenBySecond.append(await second.next())
        seenByFirst.append(await first.next())
      }
      #expect(seenByFirst == [0, 1, 2, 3])
      #expect(seenBySecond == [0, 1, 2, 3])
    }

    @Test func consumersInSeveralTasksEachEndOnTheLatestValue() async {
      let flow = MutableStateFlow(0, ledger: ledger)
      let (subscribed, signal) = AsyncStream.makeStream(of: Void.self)
      let consumers = (0..<3).map { _ in
        Task {
          var seen: [Int] = []
          for await value in flow.values {
            seen.append(value)
            if value == 0 { signal.yield() }  // subscribed: the test may go on
            if value == 100 { break }
          }
          return seen
        }
      }
      var signals = subscribed.makeAsyncIterator()
      for _ in consumers { await signals.next() }
      #expect(ledger.liveCount == 3)
      for value in 1...100 { flow.value = value }
      for consumer in consumers {
        let seen = await consumer.value
        #expect(seen.first == 0)
        #expect(seen.last == 100)
        #expect(seen == seen.sorted() && Set(seen).count == seen.count, "\(seen) is out of order")
      }
      #expect(ledger.liveCount == 0)  // every loop ended with break
    }

    @Test func cancellingTheConsumingTaskRemovesTheSubscriptionAndEndsIteration() async {
      // NB: in _ValuesState.next, drop the `onCancel: { finish() }` handler — the task never ends.
      let flow = MutableStateFlow(0, ledger: ledger)
      let (subscribed, signal) = AsyncStream.makeStream(of: Void.self)
      let consumer = Task {
        var values = flow.values.makeAsyncIterator()
        let first = await values.next()
        signal.yield()
        let afterCancel = await values.next()
        return (first, afterCancel)
      }
      var signals = subscribed.makeAsyncIterator()
      await signals.next()
      #expect(ledger.liveCount == 1)
      consumer.cancel()
      let (first, afterCancel) = await consumer.value
      #expect(first == 0)
      #expect(afterCancel == nil)
      #expect(ledger.liveCount == 0)
    }

    @Test func cancellingATaskSuspendedInNextEndsIt() async {
      let flow = MutableSharedFlow<Int>(ledger: ledger)
      // The flow's own subscription count says when the consumer is
      // subscribed (and so about to wait): no polling.
      let (counts, countSignal) = AsyncStream.makeStream(of: Int.self)
      let observer = flow.subscriptionCount.subscribe { countSignal.yield($0) }
      let consumer = Task {
        var values = flow.values.makeAsyncIterator()
        return await values.next()  // nothing replayed: waits
      }
      for await count in counts where count == 1 { break }
      consumer.cancel()
      #expect(await consumer.value == nil)
      observer.cancel()
      #expect(ledger.liveCount == 0)
    }

    @Test func cancellingATaskOnAManualExecutorRemovesItsSubscription() async {
      // Fully deterministic: the consumer runs only inside runUntilIdle().
      let executor = ManualTaskExecutor()
      let flow = MutableStateFlow(0, ledger: ledger)
      let seen = Recorder<Int>()
      let consumer = Task(executorPreference: executor) {
        for await value in flow.values { seen.record(value) }
      }
      #expect(ledger.liveCount == 0)
      executor.runUntilIdle()  // subscribes, takes 0, waits for the next value
      #expect(seen.values == [0])
      #expect(ledger.liveCount == 1)
      flow.value = 1
      flow.value = 2
      executor.runUntilIdle()
      #expect(seen.last == 2)
      consumer.cancel()
      #expect(ledger.liveCount == 0)  // gone as cancel() returns
      executor.runUntilIdle()  // the loop sees nil and ends
      await consumer.value
      flow.value = 3
      executor.runUntilIdle()
      #expect(seen.last == 2)
    }

    @Test func nextReturnsNilWhenTheTaskIsAlreadyCancelled() async {
      let flow = MutableStateFlow(0, ledger: ledger)
      let consumer = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        var values = flow.values.makeAsyncIterator()
        return await values.next()
      }
      let result = await consumer.value
      #expect(result == nil)
      #expect(ledger.liveCount == 0)  // the iterator is gone with the task
    }

    @Test func breakingOutOfAForAwaitLoopRemovesTheSubscription() async {
      // NB: in _ValuesHandle.deinit, drop `state.finish()`.
      let flow = MutableStateFlow(0, ledger: ledger)
      for await value in flow.values {
        #expect(value == 0)
        #expect(ledger.liveCount == 1)
        break
      }
      #expect(ledger.liveCount == 0)
      flow.value = 1  // nobody is called; nothing to crash
    }

    @Test func releasingAnIteratorRemovesTheSubscription() async {
      let flow = MutableSharedFlow<Int>(replay: 1, ledger: ledger)
      flow.emit(7)
      do {
        var values = flow.values.makeAsyncIterator()
        #expect(await values.next() == 7)
        #expect(ledger.liveCount == 1)
      }
      #expect(ledger.liveCount == 0)
    }

    @Test func sharedFlowValuesGetEveryValueWhenTheConsumerKeepsUp() async {
      let flow = MutableSharedFlow<Int>(replay: 1, ledger: ledger)
      flow.emit(0)
      var values = flow.values.makeAsyncIterator()
      #expect(await values.next() == 0)
      var seen: [Int] = []
      for value in 1...10 {
        flow.emit(value)
        seen.append(await values.next() ?? -1)
      }
      #expect(seen == Array(1...10))
    }

    @Test func eventChannelValuesGetBufferedEventsInOrder() async {
      let channel = EventChannel<Int>(ledger: ledger)
      for event in 1...3 { channel.send(event) }
      var values = channel.values.makeAsyncIterator()
      var seen: [Int] = []
      for _ in 1...3 { seen.append(await values.next() ?? -1) }
      #expect(seen == [1, 2, 3])
      #expect(channel.bufferedCount == 0)
    }
  }
}
