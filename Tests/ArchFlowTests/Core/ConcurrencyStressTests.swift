import ArchFlow
import ArchTestSupport
import Foundation
import Synchronization
import Testing

/// Operations per task in ``CoreContract/ConcurrencyStressTests``: 100,000
/// by default. Set `ARCHFLOW_STRESS_OPS` to scale the state-flow stress down
/// (or up), e.g. under ThreadSanitizer:
///
/// ```sh
/// ARCHFLOW_STRESS_OPS=20000 swift test --sanitize=thread --filter Concurrency
/// ```
private let operationsPerTask: Int = {
  guard let text = ProcessInfo.processInfo.environment["ARCHFLOW_STRESS_OPS"], let count = Int(text), count > 0
  else { return 100_000 }
  return count
}()

/// What one subscriber of an `Int` state flow saw: its last value, and how
/// often a value failed to rise above the one before (went back or repeated).
private final class Probe: Sendable {
  let last = Atomic<Int>(.min)
  let received = Atomic<Int>(0)
  let notRising = Atomic<Int>(0)

  func receive(_ value: Int) {
    let previous = last.exchange(value, ordering: .acquiringAndReleasing)
    received.add(1, ordering: .relaxed)
    if value <= previous { notRising.add(1, ordering: .relaxed) }
  }
}

/// Counts callbacks of one flow that ran at the same time. Delivery is
/// serialized (one call stack delivers, values from elsewhere wait for it),
/// so there must be none.
private final class OverlapDetector: Sendable {
  private let inside = Atomic<Bool>(false)
  let overlaps = Atomic<Int>(0)

  func during(_ body: () -> Void) {
    if inside.exchange(true, ordering: .acquiringAndReleasing) { overlaps.add(1, ordering: .relaxed) }
    body()
    inside.store(false, ordering: .releasing)
  }
}

private struct StressTaskResult: Sendable {
  var live: [(probe: Probe, token: any Cancellable)] = []
  var cancelled: [Probe] = []
  var increments = 0
  var subscribes = 0
}

/// Holds a flow until `release()`, which drops it on the calling thread, so
/// the flow dies (and detaches its subscribers) there.
private final class FlowHolder: @unchecked Sendable {
  // @unchecked Sendable: `flow` is guarded by `lock`.
  private let lock = NSLock()
  private var flow: MutableStateFlow<Int>?

  init(_ flow: MutableStateFlow<Int>) { self.flow = flow }

  func subscribe(_ count: Int) -> [any Cancellable] {
    lock.lock()
    defer { lock.unlock() }
    return (0..<count).compactMap { _ in flow?.subscribe { _ in } }
  }

  func release() {
    lock.lock()
    let dying = flow
    flow = nil
    lock.unlock()
    _ = dying  // the last reference goes here, outside the lock
  }
}

extension CoreContract {
  /// Many threads on one flow at once. CI runs this suite under
  /// ThreadSanitizer with `--filter Concurrency`.
  @Suite("Concurrency stress", .timeLimit(.minutes(1)))
  struct ConcurrencyStressTests {
    @Test func aFlowDyingWhileItsSubscribersCancelLeavesTheLedgerAtZero() {
      // A cancel that lands after the dying flow took its subscriber out of
      // the list, but before it left the ledger for it, must not stop the
      // leaving: either of the two leaves, once.
      let ledger = SubscriptionLedger()
      for _ in 0..<200 {
        let holder = FlowHolder(MutableStateFlow(0, ledger: ledger))
        let tokens = holder.subscribe(200)
        DispatchQueue.concurrentPerform(iterations: 2) { side in
          if side == 0 {
            holder.release()
          } else {
            for token in tokens.reversed() { token.cancel() }
          }
        }
      }
      #expect(ledger.liveCount == 0)
    }

    @Test func stateFlowSurvivesEightTasksOfMixedSetSubscribeCancelAndUpdate() async {
      let ledger = SubscriptionLedger()
      let flow = MutableStateFlow(0, ledger: ledger)
      let operations = operationsPerTask
      let results = await withTaskGroup(of: StressTaskResult.self) { group in
        for task in 0..<8 {
          group.addTask {
            var random = SplitMix(seed: 0x5EED_0000 &+ UInt64(task))
            var result = StressTaskResult()
            for operation in 0..<operations {
              switch random.next() % 100 {
              case 0..<50:
                flow.update { $0 += 1 }
                result.increments += 1
              case 50..<65:
                // A set that never lowers the value (and is often equal):
                // values only ever rise, so each subscriber's must too.
                let target = flow.value + Int(random.next() % 3)
                flow.update { $0 = max($0, target) }
              case 65..<82 where result.live.count < 4:
                let probe = Probe()
                let token = flow.subscribe(label: "stress") { probe.receive($0) }
                result.live.append((probe, token))
                result.subscribes += 1
              default:
                guard !result.live.isEmpty else { break }
                let index = Int(random.next() % UInt64(result.live.count))
                let entry = result.live.remove(at: index)
                entry.token.cancel()
                result.cancelled.append(entry.probe)
              }
              // Let the eight tasks take turns on the two-thread pool.
              if operation % 1_000 == 999 { await Task.yield() }
            }
            return result
          }
        }
        var all: [StressTaskResult] = []
        for await result in group { all.append(result) }
        return all
      }

      let final = flow.value
      let live = results.flatMap(\.live)
      let everyProbe = live.map(\.probe) + results.flatMap(\.cancelled)
      #expect(final >= results.map(\.increments).reduce(0, +))
      #expect(ledger.liveCount == live.count)
      #expect(ledger.totalCount == UInt64(results.map(\.subscribes).reduce(0, +)))
      let stale = live.filter { $0.probe.last.load(ordering: .acquiring) != final }
      #expect(stale.isEmpty, "\(stale.count) of \(live.count) live subscribers did not end on \(final)")
      let backwards = everyProbe.filter { $0.notRising.load(ordering: .acquiring) > 0 }
      #expect(backwards.isEmpty, "\(backwards.count) subscribers saw a value that did not rise")
      let neverCalled = live.filter { $0.probe.received.load(ordering: .acquiring) == 0 }
      #expect(neverCalled.isEmpty)
      for entry in live { entry.token.cancel() }
      #expect(ledger.liveCount == 0)
    }

    @Test func stateFlowSubscribersEndOnTheLastValueSetByEightTasksOfPlainSets() async {
      let ledger = SubscriptionLedger()
      let flow = MutableStateFlow(0, ledger: ledger)
      let overlap = OverlapDetector()
      let operations = operationsPerTask / 4
      let tokens = await withTaskGroup(of: [(Probe, any Cancellable)].self) { group in
        for task in 0..<8 {
          group.addTask {
            var random = SplitMix(seed: 0x5E7_0000 &+ UInt64(task))
            var live: [(Probe, any Cancellable)] = []
            for operation in 0..<operations {
              switch random.next() % 10 {
              case 0..<7:
                flow.value = Int(random.next() % 1_000)  // plain sets, any order
              case 7 where live.count < 4:
                let probe = Probe()
                live.append((probe, flow.subscribe { value in overlap.during { probe.receive(value) } }))
              default:
                if !live.isEmpty { live.remove(at: Int(random.next() % UInt64(live.count))).1.cancel() }
              }
              if operation % 1_000 == 999 { await Task.yield() }
            }
            return live
          }
        }
        var all: [(Probe, any Cancellable)] = []
        for await live in group { all += live }
        return all
      }
      let final = flow.value
      let stale = tokens.filter { $0.0.last.load(ordering: .acquiring) != final }
      #expect(stale.isEmpty, "\(stale.count) of \(tokens.count) live subscribers did not end on \(final)")
      #expect(overlap.overlaps.load(ordering: .acquiring) == 0)
      #expect(ledger.liveCount == tokens.count)
      for (_, token) in tokens { token.cancel() }
      #expect(ledger.liveCount == 0)
    }

    @Test func sharedFlowDeliversEveryValueOnceInOrderUnderConcurrentEmittersAndSubscribers() async {
      let ledger = SubscriptionLedger()
      // A buffer large enough that nothing overflows: every value must arrive.
      let flow = MutableSharedFlow<Int>(extraBufferCapacity: 1 << 20, ledger: ledger)
      let emitters = 4
      let perEmitter = 5_000
      let overlap = OverlapDetector()
      let steady = (0..<3).map { _ in Recorder<Int>() }
      let steadyTokens = steady.map { seen in flow.subscribe { value in overlap.during { seen.record(value) } } }
      let transient = Recorder<Recorder<Int>>()
      await withTaskGroup(of: Void.self) { group in
        for emitter in 0..<emitters {
          group.addTask {
            for index in 0..<perEmitter {
              flow.emit(emitter * 1_000_000 + index)
              if index % 500 == 499 { await Task.yield() }
            }
          }
        }
        group.addTask {  // subscribers that come and go while values fly
          for round in 0..<1_000 {
            let seen = Recorder<Int>()
            transient.record(seen)
            let token = flow.subscribe { value in overlap.during { seen.record(value) } }
            if round % 2 == 0 { await Task.yield() }
            token.cancel()
          }
        }
      }
      #expect(overlap.overlaps.load(ordering: .acquiring) == 0)
      // One delivery order for everyone, and in it each emitter's values in order.
      let order = steady[0].values
      #expect(steady.allSatisfy { $0.values == order }, "steady subscribers saw different orders")
      for (number, seen) in steady.enumerated() {
        for emitter in 0..<emitters {
          let fromEmitter = seen.values.filter { $0 / 1_000_000 == emitter }.map { $0 % 1_000_000 }
          let got = "got \(fromEmitter.count) of emitter \(emitter)'s \(perEmitter) values"
          #expect(fromEmitter == Array(0..<perEmitter), "subscriber \(number) \(got), or out of order")
        }
      }
      for seen in transient.values {
        let values = seen.values
        for emitter in 0..<emitters {
          let fromEmitter = values.filter { $0 / 1_000_000 == emitter }
          let inOrderOnce = fromEmitter == fromEmitter.sorted() && Set(fromEmitter).count == fromEmitter.count
          #expect(inOrderOnce, "a transient subscriber saw emitter \(emitter)'s values repeated or out of order")
        }
      }
      for token in steadyTokens { token.cancel() }
      #expect(ledger.liveCount == 0)
    }

    @Test func eventChannelDeliversEachEventExactlyOnceUnderConcurrentSendersAndCollectors() async {
      let ledger = SubscriptionLedger()
      let channel = EventChannel<Int>(ledger: ledger)
      let senders = 4
      let perSender = 20_000
      let received = Recorder<Int>()
      let overlap = OverlapDetector()
      await withTaskGroup(of: Void.self) { group in
        for sender in 0..<senders {
          group.addTask {
            for index in 0..<perSender {
              channel.send(sender * 1_000_000 + index)
              if index % 50 == 49 { await Task.yield() }
            }
          }
        }
        for _ in 0..<2 {
          group.addTask {  // collectors that come and go: rotations
            for round in 0..<4_000 {
              let token = channel.subscribe { event in overlap.during { received.record(event) } }
              // Stay subscribed while the senders take a few turns.
              for _ in 0..<(round % 4) { await Task.yield() }
              token.cancel()
            }
          }
        }
      }
      // Whatever nobody took is still buffered: the next collector gets it.
      let last = channel.subscribe { received.record($0) }
      #expect(channel.bufferedCount == 0)
      #expect(overlap.overlaps.load(ordering: .acquiring) == 0)
      let values = received.values
      let expected = (0..<senders).flatMap { sender in (0..<perSender).map { sender * 1_000_000 + $0 } }
      let deliveries = Dictionary(values.map { ($0, 1) }, uniquingKeysWith: +)
      let lost = expected.filter { deliveries[$0] == nil }.count
      let repeated = deliveries.values.filter { $0 > 1 }.count
      #expect(lost == 0 && repeated == 0, "\(lost) events lost, \(repeated) delivered more than once")
      #expect(values.count == expected.count)
      for sender in 0..<senders {
        let fromSender = values.filter { $0 / 1_000_000 == sender }
        #expect(fromSender == fromSender.sorted(), "sender \(sender)'s events out of order")
      }
      last.cancel()
      #expect(ledger.liveCount == 0)
    }
  }
}
