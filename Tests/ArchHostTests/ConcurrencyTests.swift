import ArchHost
import ArchTestSupport
import Dispatch
import Testing

/// The host's types are Sendable; these tests hit them from many threads at
/// once so ThreadSanitizer (`--sanitize=thread`) can check the locking.
@Suite struct ConcurrencyTests {
  @Test func racingForOneRetainedKeyYieldsOneObjectAndClearsTheLosers() {
    let store = RetainedStore()
    let made = Box<[ClearSpy]>([])
    let got = Box<[ObjectIdentifier]>([])

    DispatchQueue.concurrentPerform(iterations: 64) { _ in
      let spy = store.value(for: "shared") {
        let spy = ClearSpy()
        made.withLock { $0.append(spy) }
        return spy
      }
      got.withLock { $0.append(ObjectIdentifier(spy)) }
    }

    #expect(Set(got.value).count == 1)
    let winners = made.value.filter { $0.cleared.value == 0 }
    #expect(winners.count == 1)
    #expect(made.value.count - winners.count == made.value.filter { $0.cleared.value == 1 }.count)
  }

  @Test func probesCountCorrectlyUnderConcurrentUse() {
    let host = AppHost()
    let lifecycle = Lifecycle(instance: 1, ledger: host.ledger)
    let log = RenderLog(clock: host.clock)
    let keep = Box<[Plain]>([])

    DispatchQueue.concurrentPerform(iterations: 200) { index in
      host.upstream.started()
      host.upstream.completed(consumerAlive: index.isMultiple(of: 2))
      log.record(PriceFrame(price: index), by: lifecycle)
      let object = Plain()
      host.tracker.track(object, as: "object \(index)")
      if index < 10 { keep.withLock { $0.append(object) } }
      _ = host.probeReport()
    }

    #expect(host.upstream.counts == UpstreamCounts(started: 200, completed: 200, completedAfterConsumerGone: 100))
    #expect(log.frames.count == 200)
    #expect(host.tracker.alive.count == 10)
  }
}
