import ArchFlow
import Foundation
import Testing

/// A thread-safe list of what happened, for `@Sendable` callbacks.
final class EventLog<Value: Sendable>: @unchecked Sendable {
  // `lock` guards `entries`.
  private let lock = NSLock()
  private var entries: [Value] = []
  func append(_ value: Value) { lock.withLock { entries.append(value) } }
  var all: [Value] { lock.withLock { entries } }
}

@Suite struct FlowScopeTests {
  @Test func launchedTaskRunsOnlyWhenTheScopesExecutorIsDriven() {
    let executor = ManualTaskExecutor()
    let scope = FlowScope(executor: executor)
    let log = EventLog<String>()
    scope.launch { log.append("ran") }
    #expect(log.all.isEmpty)
    #expect(scope.activeTaskCount == 1)
    executor.runUntilIdle()
    #expect(log.all == ["ran"])
    #expect(scope.activeTaskCount == 0)
  }

  @Test func cancellingTheScopeCancelsItsRunningTasksAndTheirSubscriptions() {
    let executor = ManualTaskExecutor()
    let ledger = SubscriptionLedger()
    let flow = MutableStateFlow(0, ledger: ledger)
    let scope = FlowScope(executor: executor)
    let log = EventLog<Int>()
    scope.launch {
      for await value in flow.values { log.append(value) }
      log.append(-1)  // the loop ended
    }
    executor.runUntilIdle()
    #expect(ledger.liveCount == 1)
    flow.value = 7
    executor.runUntilIdle()
    // NB: make FlowScope.cancel() skip `task.cancel()` to watch this fail.
    scope.cancel()
    executor.runUntilIdle()
    #expect(log.all == [0, 7, -1])
    #expect(ledger.liveCount == 0)
    #expect(scope.activeTaskCount == 0)
  }

  @Test func aTaskLaunchedInACancelledScopeStartsCancelled() {
    let executor = ManualTaskExecutor()
    let scope = FlowScope(executor: executor)
    scope.cancel()
    let log = EventLog<Bool>()
    scope.launch { log.append(Task.isCancelled) }
    executor.runUntilIdle()
    #expect(log.all == [true])
  }

  @Test func theTokenOfALaunchCancelsJustThatTask() {
    let executor = ManualTaskExecutor()
    let scope = FlowScope(executor: executor)
    let log = EventLog<String>()
    let first = scope.launch { log.append(Task.isCancelled ? "first cancelled" : "first ran") }
    scope.launch { log.append(Task.isCancelled ? "second cancelled" : "second ran") }
    first.cancel()
    executor.runUntilIdle()
    #expect(log.all == ["first cancelled", "second ran"])
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
