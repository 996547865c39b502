import ArchFlow
import Testing

/// A scope built on a launcher hands every task to it and still cancels
/// each through the handle the launcher returned.
@Suite struct FlowScopeLauncherTests {
  @Test func launcherStartsEveryTaskAndScopeCancelsThemThroughIt() {
    let executor = ManualTaskExecutor()
    let launched = Recorder<String>()
    let scope = FlowScope { operation in
      launched.record("launched")
      let task = Task(executorPreference: executor, operation: operation)
      return ActionCancellable {
        launched.record("cancelled")
        task.cancel()
      }
    }
    scope.launch {}
    scope.launch {}
    #expect(launched.values == ["launched", "launched"])
    // NB: keep the launcher's handle out of `tasks` and nothing is cancelled here.
    scope.cancel()
    #expect(launched.values == ["launched", "launched", "cancelled", "cancelled"])
    executor.runUntilIdle()
    #expect(scope.activeTaskCount == 0)
  }

  @Test func launchAfterCancelIsCancelledAtOnce() {
    let cancelled = Recorder<Bool>()
    let scope = FlowScope { _ in ActionCancellable { cancelled.record(true) } }
    scope.cancel()
    scope.launch {}
    #expect(cancelled.values == [true])
  }
}
