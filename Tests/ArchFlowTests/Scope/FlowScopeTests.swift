import ArchFlow
import Foundation
import Testing

@Suite struct FlowScopeTests {
  @Test func launchedTaskRunsOnlyWhenTheScopesExecutorIsDriven() {
    let executor = ManualTaskExecutor()
    let scope = FlowScope(executor: executor)
    let log = Recorder<String>()
    scope.launch { log.record("ran") }
    #expect(log.values.isEmpty)
    #expect(scope.activeTaskCount == 1)
    executor.runUntilIdle()
    #expect(log.values == ["ran"])
    #expect(scope.activeTaskCount == 0)
  }

  @Test func cancellingTheScopeCancelsItsRunningTasksAndTheirSubscriptions() {
    let executor = ManualTaskExecutor()
    let ledger = SubscriptionLedger()
    let flow = MutableStateFlow(0, ledger: ledger)
    let scope = FlowScope(executor: executor)
    let log = Recorder<Int>()
    scope.launch {
      for await value in flow.values { log.record(value) }
      log.record(-1)  // the loop ended
    }
    executor.runUntilIdle()
    #expect(ledger.liveCount == 1)
    flow.value = 7
    executor.runUntilIdle()
    // NB: make FlowScope.cancel() skip `task.cancel()` to watch this fail.
    scope.cancel()
    executor.runUntilIdle()
    #expect(log.values == [0, 7, -1])
    #expect(ledger.liveCount == 0)
    #expect(scope.activeTaskCount == 0)
  }

  @Test func aTaskLaunchedInACancelledScopeNeverRuns() {
    let executor = ManualTaskExecutor()
    let scope = FlowScope(executor: executor)
    scope.cancel()
    let log = Recorder<Bool>()
    let token = scope.launch { log.record(Task.isCancelled) }
    executor.runUntilIdle()
    #expect(log.values.isEmpty)
    #expect((token as? ActionCancellable)?.isCancelled == true)
    #expect(scope.activeTaskCount == 0)
  }

  @Test func theTokenOfALaunchCancelsJustThatTask() {
    let executor = ManualTaskExecutor()
    let scope = FlowScope(executor: executor)
    let log = Recorder<String>()
    let first = scope.launch { log.record(Task.isCancelled ? "first cancelled" : "first ran") }
    scope.launch { log.record(Task.isCancelled ? "second cancelled" : "second ran") }
    first.cancel()
    executor.runUntilIdle()
    #expect(log.values == ["first cancelled", "second ran"])
  }

  @Test func ownedCancellablesAreCancelledWithTheScopeAndLateOnesAtOnce() {
    let scope = FlowScope()
    let early = ActionCancellable {}
    scope.own(early)
    #expect(!early.isCancelled)
    scope.cancel()
    #expect(early.isCancelled)
    let late = ActionCancellable {}
    scope.own(late)
    #expect(late.isCancelled)
    #expect(scope.isCancelled)
  }

  @Test func releasingTheScopeCancelsWhatItOwns() {
    let token = ActionCancellable {}
    do {
      let scope = FlowScope()
      scope.own(token)
    }
    #expect(token.isCancelled)
  }
}
