import ArchFlow
import ArchHost
import ArchTestSupport
import Testing

/// A scope made with `FlowScope(host:)` (a view model's) starts each task
/// through the host under the task's own label, and the time operators
/// given that scope launch their timers there too: the task probe sees
/// every task the library starts.
@Suite struct HostFlowScopeTests {
  @Test func eachTaskIsListedUnderItsOwnLabel() {
    let host = AppHost()
    let scope = FlowScope(host: host)
    scope.launch("profile.load") { try? await host.clock.sleep(for: .seconds(60)) }
    scope.launch("profile.cache") { try? await host.clock.sleep(for: .seconds(60)) }
    host.settle()
    #expect(host.tasks.labels == ["profile.load", "profile.cache"])
    scope.cancel()
    host.settle()
    #expect(host.tasks.labels.isEmpty)
  }

  @Test func aDebounceTimerInTheScopeIsListedByTheHostUntilItFires() {
    let host = AppHost()
    let scope = FlowScope(host: host)
    let query = MutableStateFlow("", ledger: host.ledger)
    let searched = Box<[String]>([])
    scope.own(
      query.debounce(for: .milliseconds(300), clock: host.clock, scope: scope)
        .subscribe(label: "search.query") { value in searched.withLock { $0.append(value) } })
    host.settle()
    // NB: make `.scope` in _OperatorTimerStart.start use a bare Task and the timer goes unseen.
    #expect(host.tasks.labels == ["flow.debounce"])
    query.value = "swift"
    host.advance(by: .milliseconds(300))
    #expect(searched.value == ["swift"])
    #expect(host.tasks.labels.isEmpty)
    scope.cancel()
    #expect(host.probeReport().isClean)
  }

  @Test func aThrottleTimerInTheScopeIsListedAndCancelledWithIt() {
    let host = AppHost()
    let scope = FlowScope(host: host)
    let scroll = MutableSharedFlow<Int>(ledger: host.ledger)
    let loaded = Box<[Int]>([])
    scope.own(
      scroll.throttle(for: .milliseconds(100), clock: host.clock, scope: scope)
        .subscribe(label: "scroll") { value in loaded.withLock { $0.append(value) } })
    scroll.emit(1)
    scroll.emit(2)  // held for the timer
    host.settle()
    #expect(host.tasks.labels == ["flow.throttle"])
    scope.cancel()
    host.settle()
    #expect(host.tasks.labels.isEmpty)
    #expect(loaded.value == [1])
    #expect(host.probeReport().isClean)
  }

  @Test func aCancelledScopeStartsNoTimer() {
    let host = AppHost()
    let scope = FlowScope(host: host)
    let query = MutableStateFlow("", ledger: host.ledger)
    let token = query.debounce(for: .milliseconds(300), clock: host.clock, scope: scope)
      .subscribe(label: "search.query") { _ in }
    scope.cancel()
    query.value = "swift"
    host.advance(by: .seconds(1))
    #expect(host.tasks.labels.isEmpty)
    #expect(host.clock.sleeperCount == 0)
    token.cancel()
  }
}
