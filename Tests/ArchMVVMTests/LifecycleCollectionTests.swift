import ArchFlow
import ArchHost
import ArchMVVM
import ArchTestSupport
import Testing

/// Lifecycle-aware collection on a bare lifecycle, moved by hand.
@Suite struct LifecycleCollectionTests {
  let host = AppHost()
  let lifecycle: Lifecycle
  let flow: MutableStateFlow<Int>
  let seen = Box<[Int]>([])

  init() {
    lifecycle = Lifecycle(instance: 1, ledger: host.ledger)
    flow = MutableStateFlow(0, ledger: host.ledger)
  }

  func move(_ states: LifecycleState...) {
    for state in states { lifecycle.move(to: state) }
    host.settle()
  }

  /// Live subscriptions to the collected flow (the lifecycle's own don't count).
  var flowSubscriptions: Int { host.ledger.liveRecords.filter { $0.flow == "StateFlow<Int>" }.count }

  @Test func callbackCollectionRunsOnlyWhileStartedAndEndsAtDestroyed() {
    // NB: treat `stopped` as at least started in _LifecycleGate.rank and 3 shows up.
    collect(flow, while: lifecycle, label: "test.collect") { [seen] value in seen.withLock { $0.append(value) } }
    flow.value = 1
    #expect(seen.value == [])  // created: not yet

    move(.started, .resumed)
    flow.value = 2
    move(.paused, .stopped)
    #expect(flowSubscriptions == 0)
    flow.value = 3
    flow.value = 4  // while stopped: only the latest is shown on the way back
    move(.started)
    #expect(flowSubscriptions == 1)
    move(.stopped, .destroyed)
    flow.value = 5

    #expect(seen.value == [1, 2, 4])
    #expect(host.ledger.liveCount == 0)
  }

  @Test func minimumResumedStopsAtPaused() {
    collect(flow, while: lifecycle, minimum: .resumed) { [seen] value in seen.withLock { $0.append(value) } }
    move(.started)
    flow.value = 1
    move(.resumed)
    move(.paused)
    flow.value = 2
    move(.resumed)

    #expect(seen.value == [1, 2])
  }

  @Test func cancellingTheTokenEndsTheCollectionForGood() {
    let token = collect(flow, while: lifecycle) { [seen] value in seen.withLock { $0.append(value) } }
    move(.started)

    token.cancel()
    flow.value = 1
    move(.stopped, .started)

    #expect(seen.value == [0])
    #expect(host.ledger.liveCount == 0)
  }

  @Test func theTokenReadsCancelledOnceCancelledOrItsLifecycleDestroyed() {
    // NB: make _LifecycleGate.isCancelled return false: a bag that prunes by it keeps both tokens.
    let other = Lifecycle(instance: 2, ledger: host.ledger)
    let cancelled = collect(flow, while: lifecycle) { _ in }
    let destroyed = collect(flow, while: other) { _ in }
    move(.started)
    #expect(!cancelled.isCancelled && !destroyed.isCancelled)

    cancelled.cancel()
    for state: LifecycleState in [.started, .stopped, .destroyed] { other.move(to: state) }

    #expect(cancelled.isCancelled && destroyed.isCancelled)
    #expect(host.ledger.liveCount == 0)
    cancelled.cancel()  // again: nothing left to do
    destroyed.cancel()
    #expect(host.ledger.liveCount == 0)
  }

  @Test func asyncCollectionRunsAForAwaitTaskOnlyWhileStarted() {
    // NB: launch the task without the gate (host.launch once) and the background assertions fail.
    collect(flow, while: lifecycle, host: host, label: "test.async") { [seen] value in
      seen.withLock { $0.append(value) }
    }
    move(.started, .resumed)
    #expect(host.tasks.labels == ["test.async"])
    flow.value = 1
    host.settle()

    move(.paused, .stopped)
    #expect(host.tasks.count == 0)
    #expect(flowSubscriptions == 0)
    flow.value = 2
    move(.started)
    flow.value = 3
    host.settle()
    move(.stopped, .destroyed)

    #expect(seen.value == [0, 1, 2, 3])
    #expect(host.tasks.count == 0)
    #expect(host.ledger.liveCount == 0)
  }

  @Test func asyncCollectionSkipsAValueHandedOverJustBeforeTheStop() {
    // NB: drop the `Task.isCancelled` check in the async `collect` and 1 is received while stopped.
    let stoppedWhenReceived = Box<[Int]>([])
    collect(flow, while: lifecycle, host: host, label: "test.async") { [seen, lifecycle] value in
      seen.withLock { $0.append(value) }
      if !lifecycle.current.isAtLeastStarted { stoppedWhenReceived.withLock { $0.append(value) } }
    }
    move(.started)

    flow.value = 1  // resumes the waiting loop; it runs on the next settle…
    move(.stopped)  // …which comes after the stop
    move(.started)

    #expect(stoppedWhenReceived.value == [])
    #expect(seen.value == [0, 1])  // 1 again, from the restart
  }

  @Test func repeatOnLifecycleLaunchesTheBlockOnEveryStart() {
    let starts = Box(0)
    repeatOnLifecycle(lifecycle, host: host, label: "test.repeat") {
      starts.withLock { $0 += 1 }
      try? await host.clock.sleep(for: .seconds(60))
    }
    move(.started, .resumed, .paused)  // still at least started: one task
    move(.stopped, .started, .stopped, .started)
    #expect(starts.value == 3)
    #expect(host.tasks.labels == ["test.repeat"])

    move(.stopped, .destroyed)
    #expect(host.tasks.count == 0)
    #expect(host.clock.sleeperCount == 0)
  }

  @Test func anEndedCollectionLetsGoOfWhatItsCallbackCaptured() {
    // NB: keep `start` in _LifecycleGate after end() and the captured object stays alive.
    final class Captured: Sendable {}
    var captured: Captured? = Captured()
    host.tracker.track(captured!, as: "captured")
    let token = collect(flow, while: lifecycle) { [captured] _ in _ = captured }
    captured = nil
    move(.started, .stopped, .destroyed)

    #expect(host.tracker.alive == [])
    _ = token  // held on purpose, as a view's bag would
  }
}
