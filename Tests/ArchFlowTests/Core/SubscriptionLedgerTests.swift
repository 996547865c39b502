import ArchFlow
import Dispatch
import Synchronization
import Testing

extension CoreContract {
  /// Every test makes its own ledger: tests run in parallel, so none of
  /// them looks at `SubscriptionLedger.shared`.
  @Suite("SubscriptionLedger")
  struct SubscriptionLedgerTests {
    let ledger = SubscriptionLedger()

    @Test func liveCountCountsEveryHotFlowsSubscriptionsAndReturnsToZero() {
      // NB: in SubscriptionLedger.leave, drop the add to `left` — the count never comes back.
      let state = MutableStateFlow(0, ledger: ledger)
      let shared = MutableSharedFlow<Int>(ledger: ledger)
      let events = EventChannel<Int>(ledger: ledger)
      #expect(ledger.liveCount == 0)
      let tokens = [
        state.subscribe { _ in }, state.subscribe { _ in },
        shared.subscribe { _ in }, events.subscribe { _ in },
      ]
      #expect(ledger.liveCount == 4)
      #expect(ledger.totalCount == 4)
      for token in tokens { token.cancel() }
      #expect(ledger.liveCount == 0)
      #expect(ledger.totalCount == 4)
    }

    /// The live count is the difference of two counters; read while other
    /// threads subscribe and cancel, it never reads below zero.
    @Test func liveCountReadDuringSubscribesAndCancelsIsNeverNegative() {
      // NB: in SubscriptionLedger.liveCount, read `entered` before `left` — it reads −1 now and then.
      let state = MutableStateFlow(0, ledger: ledger)
      let sawNegative = Atomic<Bool>(false)
      DispatchQueue.concurrentPerform(iterations: 3) { worker in
        if worker == 0 {
          for _ in 0..<60_000 where ledger.liveCount < 0 { sawNegative.store(true, ordering: .relaxed) }
        } else {
          for _ in 0..<30_000 { state.subscribe { _ in }.cancel() }
        }
      }
      let negative = sawNegative.load(ordering: .relaxed)
      #expect(!negative)
      #expect(ledger.liveCount == 0)
      #expect(ledger.totalCount == 60_000)
    }

    @Test func flowsReportToTheLedgerBoundAsCurrent() {
      let (state, shared, events) = SubscriptionLedger.$current.withValue(ledger) {
        (MutableStateFlow(0), MutableSharedFlow<Int>(), EventChannel<Int>())
      }
      // Subscribing happens outside the binding: the flow keeps its ledger.
      let tokens = [state.subscribe { _ in }, shared.subscribe { _ in }, events.subscribe { _ in }]
      #expect(ledger.liveCount == 3)
      for token in tokens { token.cancel() }
      #expect(ledger.liveCount == 0)
    }

    @Test func recordingNamesTheLabelAndTheLineOfTheSubscribeCall() throws {
      // NB: in Flow.subscribe(label:fileID:line:_:), build the site without `line:` — it records the extension's line.
      ledger.startRecording()
      let flow = MutableStateFlow(0, ledger: ledger)
      let (token, line) = (flow.subscribe(label: "profile.state") { _ in }, #line)
      let records = ledger.liveRecords
      #expect(records.count == 1)
      let record = try #require(records.first)
      #expect(record.site.label == "profile.state")
      #expect("\(record.site.fileID)" == #fileID)
      #expect(record.site.line == UInt(line))
      #expect(record.flow.contains("StateFlow"))
      #expect(record.description.hasPrefix("profile.state @ \(#fileID):\(line)"))
      token.cancel()
    }

    @Test func recordingNamesTheLineOfAValuesCall() async {
      ledger.startRecording()
      let flow = MutableSharedFlow<Int>(replay: 1, ledger: ledger)
      flow.emit(1)
      var (values, line) = (flow.values(label: "feed", buffering: .latest).makeAsyncIterator(), #line)
      #expect(await values.next() == 1)  // subscribes
      let record = ledger.liveRecords.first
      #expect(record?.site.label == "feed")
      #expect(record?.site.line == UInt(line))
      #expect(record.map { "\($0.site.fileID)" } == #fileID)
    }

    @Test func recordsAreOldestFirstAndLeaveWithTheirSubscriptions() {
      ledger.startRecording()
      let state = MutableStateFlow(0, ledger: ledger)
      let events = EventChannel<Int>(ledger: ledger)
      let a = state.subscribe(label: "a") { _ in }
      let b = events.subscribe(label: "b") { _ in }
      let c = state.subscribe(label: "c") { _ in }
      #expect(ledger.liveRecords.map(\.site.label) == ["a", "b", "c"])
      b.cancel()
      #expect(ledger.liveRecords.map(\.site.label) == ["a", "c"])
      a.cancel()
      c.cancel()
      #expect(ledger.liveRecords.isEmpty)
      #expect(ledger.liveCount == 0)
    }

    @Test func aSlotFreedByACancelIsTakenAgainAndRecordsStayOldestFirst() {
      // NB: in SubscriptionLedger.liveRecords, drop the sort — "d" takes a's slot and comes first.
      ledger.startRecording()
      let state = MutableStateFlow(0, ledger: ledger)
      let a = state.subscribe(label: "a") { _ in }
      let b = state.subscribe(label: "b") { _ in }
      a.cancel()
      let d = state.subscribe(label: "d") { _ in }
      #expect(ledger.liveRecords.map(\.site.label) == ["b", "d"])
      b.cancel()
      #expect(ledger.liveRecords.map(\.site.label) == ["d"])
      d.cancel()
      #expect(ledger.liveRecords.isEmpty)
    }

    @Test func aSubscriptionFromBeforeAStopLeavesNoHoleInTheRecordsMadeAfter() {
      // NB: in SubscriptionLedger.leave, drop the generation check — cancelling "old" empties "new"'s slot.
      ledger.startRecording()
      let flow = MutableSharedFlow<Int>(ledger: ledger)
      let old = flow.subscribe(label: "old") { _ in }
      ledger.stopRecording()
      ledger.startRecording()
      let new = flow.subscribe(label: "new") { _ in }
      old.cancel()
      #expect(ledger.liveRecords.map(\.site.label) == ["new"])
      #expect(ledger.liveCount == 1)
      new.cancel()
      #expect(ledger.liveRecords.isEmpty)
    }

    @Test func eachHotFlowIsNamedWithItsElementType() {
      ledger.startRecording()
      let state = MutableStateFlow(0, ledger: ledger)
      let shared = MutableSharedFlow<String>(ledger: ledger)
      let events = EventChannel<Bool>(ledger: ledger)
      let tokens = [state.subscribe { _ in }, shared.subscribe { _ in }, events.subscribe { _ in }]
      #expect(ledger.liveRecords.map(\.flow) == ["StateFlow<Int>", "SharedFlow<String>", "EventChannel<Bool>"])
      for token in tokens { token.cancel() }
    }

    @Test func notRecordingCountsButKeepsNoRecords() {
      #expect(!ledger.isRecording)
      let flow = MutableStateFlow(0, ledger: ledger)
      let token = flow.subscribe(label: "unrecorded") { _ in }
      #expect(ledger.liveCount == 1)
      #expect(ledger.liveRecords.isEmpty)
      token.cancel()
      #expect(ledger.liveCount == 0)
    }

    @Test func stopRecordingForgetsTheRecordsButKeepsCounting() {
      ledger.startRecording()
      let flow = MutableStateFlow(0, ledger: ledger)
      let a = flow.subscribe(label: "a") { _ in }
      #expect(ledger.isRecording)
      ledger.stopRecording()
      #expect(!ledger.isRecording)
      #expect(ledger.liveRecords.isEmpty)
      let b = flow.subscribe(label: "b") { _ in }
      #expect(ledger.liveRecords.isEmpty)
      #expect(ledger.liveCount == 2)
      a.cancel()
      b.cancel()
      #expect(ledger.liveCount == 0)
    }
  }
}
