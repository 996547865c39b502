import ArchFlow
import Testing

extension CoreContract {
  /// A state flow's `values` is conflated; conflation may skip values but
  /// never hands the consumer the value it already has. Each test drives the
  /// consumer on a ``ManualTaskExecutor``, so it runs only when told to.
  @Suite("values of a state flow (conflated)", .timeLimit(.minutes(1)))
  struct ConflatedValuesTests {
    /// The consumer's flow: the state flow itself, or behind `removeDuplicates()`.
    enum Path: String, CaseIterable, Sendable {
      case direct, removeDuplicates

      func values(of flow: MutableStateFlow<Int>) -> FlowValues<Int> {
        switch self {
        case .direct: flow.values
        case .removeDuplicates: flow.removeDuplicates().values
        }
      }
    }

    @Test(arguments: Path.allCases)
    func consumerNeverSeesTheSameValueTwiceInARow(path: Path) async {
      // NB: in _ValuesState.takeLocked, hand out `latest` even when it equals `handed`.
      let executor = ManualTaskExecutor()
      let clock = TestClock(executor: executor)
      let flow = MutableStateFlow(0, ledger: SubscriptionLedger())
      let seen = Recorder<Int>()
      let values = path.values(of: flow)
      let consumer = Task(executorPreference: executor) {
        for await value in values {
          seen.record(value)
          try? await clock.sleep(for: .seconds(1))  // busy for a second per value
        }
      }
      executor.runUntilIdle()  // takes 0, then busy
      flow.value = 1
      clock.advance(by: .seconds(1))  // takes 1, busy again
      flow.value = 0
      flow.value = 1  // away and back while the consumer is busy
      clock.advance(by: .seconds(1))
      #expect(seen.values == [0, 1])
      flow.value = 2
      clock.advance(by: .seconds(1))
      #expect(seen.values == [0, 1, 2])
      consumer.cancel()
      executor.runUntilIdle()
      await consumer.value
    }

    @Test(arguments: Path.allCases)
    func consumerWokenForAValueThatWentAwayAndBackSeesItOnce(path: Path) async {
      // The consumer waits in `next()`: the first value wakes it, the rest
      // arrive before it runs.
      let executor = ManualTaskExecutor()
      let flow = MutableStateFlow(0, ledger: SubscriptionLedger())
      let seen = Recorder<Int>()
      let values = path.values(of: flow)
      let consumer = Task(executorPreference: executor) {
        for await value in values { seen.record(value) }
      }
      executor.runUntilIdle()  // takes 0, waits
      flow.value = 1
      flow.value = 0
      flow.value = 1
      executor.runUntilIdle()
      #expect(seen.values == [0, 1])
      flow.value = 0
      executor.runUntilIdle()
      #expect(seen.values == [0, 1, 0])  // a later distinct value still arrives
      consumer.cancel()
      executor.runUntilIdle()
      await consumer.value
    }

    @Test func aConflatedFlowOfNonEquatableValuesStillEndsOnTheLatest() async {
      struct Opaque: Sendable { var number: Int }
      let flow = MutableSharedFlow<Opaque>(replay: 1, ledger: SubscriptionLedger())
      flow.emit(Opaque(number: 0))
      var values = flow.values(buffering: .latest).makeAsyncIterator()
      #expect(await values.next()?.number == 0)
      for number in 1...3 { flow.emit(Opaque(number: number)) }
      #expect(await values.next()?.number == 3)
    }
  }
}
