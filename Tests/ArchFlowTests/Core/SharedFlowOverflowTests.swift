import ArchFlow
import Testing

extension CoreContract {
  /// One overflow rule for callbacks and `for await`: at most
  /// `replay + extraBufferCapacity` values wait for a subscriber, and the
  /// overflow policy decides what is missed: with `.dropOldest` that
  /// subscriber misses its oldest value (the replay keeps the last values
  /// emitted); with `.dropLatest` everyone misses the new value, the replay
  /// cache included.
  @Suite("MutableSharedFlow overflow", .timeLimit(.minutes(1)))
  struct SharedFlowOverflowTests {
    let ledger = SubscriptionLedger()

    @Test(arguments: [BufferOverflow.dropOldest, .dropLatest])
    func aCallbackAndAValuesConsumerThatLagAlikeSeeTheSameValuesAndTheSameReplay(_ policy: BufferOverflow) {
      // NB: in SharedFlow._emit, skip the full check while a delivery runs — the callback path's replay reads [4].
      let callbackFlow = MutableSharedFlow<Int>(
        replay: 1, extraBufferCapacity: 1, onBufferOverflow: policy, ledger: ledger)
      let called = Recorder<Int>()
      let token = callbackFlow.subscribe { value in
        called.record(value)
        if value == 0 { for more in 1...4 { callbackFlow.emit(more) } }  // busy with 0
      }
      callbackFlow.emit(0)

      let valuesFlow = MutableSharedFlow<Int>(
        replay: 1, extraBufferCapacity: 1, onBufferOverflow: policy, ledger: ledger)
      let taken = Self.lagBehind(valuesFlow, emitting: 1...4)

      let expected = policy == .dropOldest ? [0, 3, 4] : [0, 1, 2]
      #expect(called.values == expected)
      #expect([0] + taken == expected)
      #expect(callbackFlow.replayCache == (policy == .dropOldest ? [4] : [2]))
      #expect(valuesFlow.replayCache == callbackFlow.replayCache)
      token.cancel()
    }

    @Test(arguments: [BufferOverflow.dropOldest, .dropLatest])
    func aValuesConsumerWokenForAValueHoldsNoMoreThanItsBuffer(_ policy: BufferOverflow) async {
      // NB: in _ValuesState.receive, resume the waiter with the value instead of buffering it.
      let executor = ManualTaskExecutor()
      let flow = MutableSharedFlow<Int>(
        replay: 0, extraBufferCapacity: 2, onBufferOverflow: policy, ledger: ledger)
      let seen = Recorder<Int>()
      let consumer = Task(executorPreference: executor) {
        for await value in flow.values { seen.record(value) }
      }
      executor.runUntilIdle()  // subscribed, waiting in next()
      for value in 1...5 { flow.emit(value) }  // it has not run since: a buffer of 2
      executor.runUntilIdle()
      #expect(seen.values == (policy == .dropOldest ? [4, 5] : [1, 2]))
      consumer.cancel()
      executor.runUntilIdle()
      await consumer.value
    }

    /// Takes 0 from `flow` with a fresh iterator, emits `values` while it
    /// lags (busy, not waiting in `next()`), then returns what it took after 0.
    private static func lagBehind(_ flow: MutableSharedFlow<Int>, emitting values: ClosedRange<Int>) -> [Int] {
      let executor = ManualTaskExecutor()
      let taken = Recorder<Int>()
      let gate = MutableStateFlow(false, ledger: SubscriptionLedger())
      let consumer = Task(executorPreference: executor) {
        var iterator = flow.values.makeAsyncIterator()
        var gates = gate.values.makeAsyncIterator()
        _ = await gates.next()
        _ = await iterator.next()  // subscribes, takes 0
        _ = await gates.next()  // busy until the gate opens
        while let value = await iterator.next() { taken.record(value) }
      }
      executor.runUntilIdle()
      flow.emit(0)
      executor.runUntilIdle()  // 0 taken; waiting on the gate
      for value in values { flow.emit(value) }
      gate.value = true
      executor.runUntilIdle()
      consumer.cancel()
      executor.runUntilIdle()
      return taken.values
    }
  }
}
