import ArchFlow
import Testing

/// A scope built on a launcher hands every task to it and still cancels
/// each through the handle the launcher returned.
@Suite struct FlowScopeLauncherTests {
  @Test func launcherStartsEveryTaskAndScopeCancelsThemThroughIt() {
    let executor = ManualTaskExecutor()
    let launched = Recorder<String>()
    let scope = FlowScope { label, operation in
      launched.record("launched \(label)")
      let task = Task(executorPreference: executor, operation: operation)
      return ActionCancellable {
        launched.record("cancelled")
        task.cancel()
      }
    }
    scope.launch("first") {}
    scope.launch {}
    #expect(launched.values == ["launched first", "launched flow.scope"])
    // NB: keep the launcher's handle out of `tasks` and nothing is cancelled here.
    scope.cancel()
    #expect(launched.values == ["launched first", "launched flow.scope", "cancelled", "cancelled"])
    executor.runUntilIdle()
    #expect(scope.activeTaskCount == 0)
  }

  @Test func launchAfterCancelNeverReachesTheLauncher() {
    let launched = Recorder<String>()
    let scope = FlowScope { label, _ in
      launched.record(label)
      return ActionCancellable {}
    }
    scope.cancel()
    let token = scope.launch("late") {}
    #expect(launched.values.isEmpty)
    #expect((token as? ActionCancellable)?.isCancelled == true)
  }
}
