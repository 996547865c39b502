import ArchFlow
import ArchHost
import Testing

/// A host's scope starts its tasks through the host, so the task probe sees
/// them, and a scope nobody cancels is a leak the report names.
@Suite struct HostScopeTests {
  @Test func scopeTasksAreListedUntilTheScopeCancelsThem() {
    let host = AppHost()
    let scope = host.scope("ticker.sharing")
    scope.launch { try? await host.clock.sleep(for: .seconds(60)) }
    host.settle()
    // NB: make `AppHost.scope` return `FlowScope(executor: executor)` and the task goes unseen.
    #expect(host.tasks.labels == ["ticker.sharing"])
    scope.cancel()
    host.settle()
    #expect(host.tasks.labels.isEmpty)
    #expect(host.probeReport().isClean)
  }

  @Test func forgottenScopeShowsUpAsALiveTask() {
    let host = AppHost()
    let scope = host.scope("forgotten.timer")
    scope.launch { try? await host.clock.sleep(for: .seconds(60)) }
    host.advance(by: .seconds(1))
    #expect(host.probeReport().leaks == ["live task: forgotten.timer"])
    scope.cancel()
  }

  @Test func finishedScopeTaskLeavesTheList() {
    let host = AppHost()
    let scope = host.scope("short")
    scope.launch { try? await host.clock.sleep(for: .seconds(1)) }
    host.advance(by: .seconds(1))
    #expect(host.tasks.labels.isEmpty)
    #expect(scope.activeTaskCount == 0)
  }
}
