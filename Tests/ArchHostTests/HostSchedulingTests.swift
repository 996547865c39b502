import ArchFlow
import ArchHost
import ArchTestSupport
import Testing

@Suite struct HostSchedulingTests {
  @Test func aLaunchedTaskRunsOnlyOnSettleAndIsTrackedUntilItReturns() {
    // NB: start the task on the global executor (a bare Task) and `ran` is racy, not 0 then 1.
    let host = AppHost()
    let ran = Box(0)

    host.launch("work") { ran.withLock { $0 += 1 } }

    #expect(ran.value == 0)
    #expect(host.tasks.labels == ["work"])
    #expect(host.executor.pendingJobCount == 1)

    host.settle()

    #expect(ran.value == 1)
    #expect(host.tasks.count == 0)
  }

  @Test func aSleepingTaskStaysTrackedUntilTimeWakesIt() {
    let host = AppHost()
    host.launch("sleeper") { try? await host.clock.sleep(for: .seconds(1)) }
    host.settle()
    #expect(host.tasks.labels == ["sleeper"])

    host.advance(by: .seconds(1))

    #expect(host.tasks.labels == [])
  }

  @Test func cancellingALaunchedTaskEndsItAndRemovesItOnceItHasReturned() {
    // NB: make the returned token a no-op and the sleeper stays live.
    let host = AppHost()
    let outcome = Box("")
    let token = host.launch("sleeper") {
      do {
        try await host.clock.sleep(for: .seconds(10))
        outcome.value = "woke"
      } catch {
        outcome.value = "cancelled at \(host.now)"
      }
    }
    host.settle()

    token.cancel()
    #expect(host.tasks.labels == ["sleeper"])  // cancelled, but has not returned yet
    host.settle()

    #expect(outcome.value == "cancelled at 0.0 seconds")
    #expect(host.tasks.labels == [])
    #expect(host.clock.sleeperCount == 0)
  }

  @Test func cancelAllBeforeTheFirstSettleStillCancels() {
    let host = AppHost()
    let outcome = Box("")
    host.launch("early") { outcome.value = Task.isCancelled ? "cancelled" : "ran" }

    host.tasks.cancelAll()
    host.settle()

    #expect(outcome.value == "cancelled")
    #expect(host.tasks.count == 0)
  }

  @Test func advanceWakesEachSleeperAtItsOwnVirtualTime() {
    // NB: resume all due sleepers at the target time instead of their deadlines and the times differ.
    let host = AppHost()
    let log = Box<[String]>([])
    for (label, delay) in [("slow", 250), ("fast", 100), ("tie", 100)] {
      host.launch(label) {
        try? await host.clock.sleep(for: .milliseconds(delay))
        log.withLock { $0.append("\(label) @ \(host.now)") }
      }
    }
    host.settle()

    host.advance(by: .milliseconds(200))
    #expect(log.value == ["fast @ 0.1 seconds", "tie @ 0.1 seconds"])
    #expect(host.now == VirtualInstant(offset: .milliseconds(200)))

    host.advance(by: .milliseconds(100))
    #expect(log.value == ["fast @ 0.1 seconds", "tie @ 0.1 seconds", "slow @ 0.25 seconds"])
  }

  @Test func aTimerLoopTicksOncePerPeriodWithinOneAdvance() {
    let host = AppHost()
    let ticks = Box<[String]>([])
    host.launch("timer") {
      while (try? await host.clock.sleep(for: .seconds(1))) != nil {
        ticks.withLock { $0.append("\(host.now)") }
      }
    }

    host.advance(by: .seconds(3))

    #expect(ticks.value == ["1.0 seconds", "2.0 seconds", "3.0 seconds"])
    host.tasks.cancelAll()
    host.settle()
    #expect(host.tasks.count == 0)
  }

  @Test func flowsMadeInALaunchedTaskReportToTheHostLedger() {
    // NB: drop the `$current.withValue(ledger)` in AppHost.launch and the count lands in .shared.
    let host = AppHost()
    let made = Box<(flow: MutableStateFlow<Int>, token: any Cancellable)?>(nil)
    host.launch("maker") {
      let flow = MutableStateFlow(0)
      made.value = (flow, flow.subscribe(label: "inside") { _ in })
    }
    host.settle()

    #expect(host.ledger.liveCount == 1)
    made.value?.token.cancel()
    #expect(host.ledger.liveCount == 0)
  }

  @Test func flowsMadeByTheViewFactoryReportToTheHostLedger() {
    let host = AppHost()
    let screen = Screen(host: host, name: "profile") { ProfileView(context: $0) }

    screen.show()

    let sites = host.ledger.liveRecords.map { $0.site.label ?? "?" }
    #expect(sites == ["ProfileView.render", "ProfileView.lifecycle"])
    screen.pop()
    #expect(host.ledger.liveCount == 0)
  }

  @Test func withLedgerBindsTheHostLedgerForCodeOutsideScreens() {
    let host = AppHost()
    let flow = host.withLedger { MutableStateFlow(0) }
    let token = flow.subscribe { _ in }
    #expect(host.ledger.liveCount == 1)
    token.cancel()
  }
}
