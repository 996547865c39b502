import ArchFlow
import Foundation
import Testing

/// An operator chain to check, built on a source flow of `Int`.
struct OperatorCase: Sendable, CustomTestStringConvertible {
  let name: String
  let build: @Sendable (AnyFlow<Int>, TestClock, ManualTaskExecutor) -> AnyFlow<Int>
  var testDescription: String { name }

  static let all: [OperatorCase] = [
    OperatorCase(name: "map") { flow, _, _ in flow.map { $0 + 1 } },
    OperatorCase(name: "filter") { flow, _, _ in flow.filter { $0 >= 0 } },
    OperatorCase(name: "compactMap") { flow, _, _ in flow.compactMap { $0 } },
    OperatorCase(name: "removeDuplicates") { flow, _, _ in flow.removeDuplicates() },
    OperatorCase(name: "scan") { flow, _, _ in flow.scan(0, +) },
    OperatorCase(name: "combineLatest") { flow, _, _ in combineLatest(flow, flow, +) },
    OperatorCase(name: "combineLatest3") { flow, _, _ in combineLatest(flow, flow, flow) { $0 + $1 + $2 } },
    OperatorCase(name: "merge") { flow, _, _ in merge(flow, flow.map { -$0 }) },
    OperatorCase(name: "debounce") { flow, clock, executor in
      flow.debounce(for: .seconds(1), clock: clock, executor: executor)
    },
    OperatorCase(name: "throttle") { flow, clock, executor in
      flow.throttle(for: .seconds(1), clock: clock, executor: executor)
    },
    OperatorCase(name: "flatMapLatest") { flow, _, _ in flow.flatMapLatest { _ in flow } },
  ]
}

@Suite struct OperatorLifetimeTests {
  @Test(arguments: OperatorCase.all)
  func cancellingReleasesEveryUpstreamSubscription(_ operatorCase: OperatorCase) {
    let ledger = SubscriptionLedger()
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    let source = MutableStateFlow(0, ledger: ledger)
    let log = OperatorLog<Int>()
    let token = operatorCase.build(source.eraseToAnyFlow(), clock, executor).subscribe { log.append($0) }
    source.value = 1
    source.value = 2
    executor.runUntilIdle()
    #expect(ledger.liveCount > 0)
    token.cancel()
    token.cancel()  // idempotent
    #expect(ledger.liveCount == 0)
    #expect(clock.sleeperCount == 0)
    let delivered = log.values.count
    source.value = 3
    clock.advance(by: .seconds(10))
    #expect(log.values.count == delivered, "nothing delivered after cancel")
  }

  @Test(arguments: OperatorCase.all)
  func subscriberMayCancelItselfFromItsFirstCallback(_ operatorCase: OperatorCase) {
    let ledger = SubscriptionLedger()
    let executor = ManualTaskExecutor()
    let clock = TestClock(executor: executor)
    // Replays to the inner subscription of flatMapLatest; nothing to replay
    // at subscribe time, so the first callback comes after `subscribe` returned.
    let source = MutableSharedFlow<Int>(replay: 1, ledger: ledger)
    let log = OperatorLog<Int>()
    let slot = OperatorTokenSlot()
    slot.token = operatorCase.build(source.eraseToAnyFlow(), clock, executor).subscribe { value in
      log.append(value)
      slot.cancel()
    }
    source.emit(1)
    clock.advance(by: .seconds(1))  // lets the time-based operators deliver
    #expect(log.values.count == 1)
    source.emit(5)
    clock.advance(by: .seconds(2))
    #expect(log.values.count == 1)
    slot.cancel()
    #expect(ledger.liveCount == 0)
  }

  @Test func operatorsSubscribeUpstreamAtTheDownstreamSite() throws {
    let ledger = SubscriptionLedger()
    ledger.startRecording()
    let query = MutableStateFlow("", ledger: ledger)
    let results = MutableStateFlow([String](), ledger: ledger)
    let line: UInt = #line + 2
    let token = query.map { $0.lowercased() }.removeDuplicates()
      .flatMapLatest { _ in results }.subscribe(label: "search.results") { _ in }
    let records = ledger.liveRecords
    #expect(records.count == 2)
    for record in records {
      #expect(record.site.label == "search.results")
      #expect(record.site.line == line)
    }
    token.cancel()
  }
}

/// Lets a callback cancel its own subscription.
final class OperatorTokenSlot: @unchecked Sendable {
  // `lock` guards `stored`.
  private let lock = NSLock()
  private var stored: (any Cancellable)?

  var token: (any Cancellable)? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }

  func cancel() { token?.cancel() }
}
