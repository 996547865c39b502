import ArchFlow
import Foundation
import Testing

/// An append-only log that tasks on any executor can write to.
final class ClockTestLog: @unchecked Sendable {
  // @unchecked Sendable: `_entries` is guarded by `lock`.
  private let lock = NSLock()
  private var _entries: [String] = []

  func append(_ entry: String) { lock.withLock { _entries.append(entry) } }
  var entries: [String] { lock.withLock { _entries } }
}

@Suite struct ManualTaskExecutorTests {
  @Test func taskStartedWithExecutorPreferenceRunsOnlyWhenRunUntilIdleIsCalled() {
    let executor = ManualTaskExecutor()
    let log = ClockTestLog()

    Task(executorPreference: executor) { log.append("ran") }

    #expect(executor.pendingJobCount == 1)
    #expect(log.entries.isEmpty)
    #expect(executor.runUntilIdle() == 1)
    #expect(log.entries == ["ran"])
    #expect(executor.pendingJobCount == 0)
    #expect(executor.runUntilIdle() == 0)
  }

  @Test func runsQueuedJobsInFifoOrder() {
    let executor = ManualTaskExecutor()
    let log = ClockTestLog()

    for index in 1...5 {
      Task(executorPreference: executor) { log.append("\(index)") }
    }
    executor.runUntilIdle()

    #expect(log.entries == ["1", "2", "3", "4", "5"])
  }

  @Test func runUntilIdleAlsoRunsJobsEnqueuedWhileRunning() {
    let executor = ManualTaskExecutor()
    let log = ClockTestLog()

    Task(executorPreference: executor) {
      log.append("a")
      // Enqueued from inside a running job: the same call must run it.
      Task(executorPreference: executor) {
        log.append("b")
        Task(executorPreference: executor) { log.append("c") }
      }
      log.append("a after starting b")
    }

    #expect(executor.runUntilIdle() == 3)
    #expect(log.entries == ["a", "a after starting b", "b", "c"])
    #expect(executor.pendingJobCount == 0)
  }

  @Test func yieldingTasksInterleaveInFifoOrder() {
    let executor = ManualTaskExecutor()
    let log = ClockTestLog()

    Task(executorPreference: executor) {
      for step in 0...2 {
        log.append("a\(step)")
        await Task.yield()  // back of the queue, behind b
      }
    }
    Task(executorPreference: executor) {
      for step in 0...1 {
        log.append("b\(step)")
        await Task.yield()
      }
    }
    executor.runUntilIdle()

    #expect(log.entries == ["a0", "b0", "a1", "b1", "a2"])
  }

  @Test func runNextRunsOneJobAtATime() {
    let executor = ManualTaskExecutor()
    let log = ClockTestLog()

    Task(executorPreference: executor) {
      log.append("first")
      Task(executorPreference: executor) { log.append("second") }
    }

    #expect(executor.runNext())
    #expect(log.entries == ["first"])
    #expect(executor.pendingJobCount == 1)
    #expect(executor.runNext())
    #expect(log.entries == ["first", "second"])
    #expect(!executor.runNext())
  }

  @Test func structuredChildrenInheritTheExecutor() async {
    let executor = ManualTaskExecutor()
    let log = ClockTestLog()

    let parent = Task(executorPreference: executor) {
      await withTaskGroup(of: Void.self) { group in
        for index in 1...3 {
          group.addTask { log.append("child \(index)") }
        }
      }
      log.append("parent done")
    }
    #expect(log.entries.isEmpty)

    executor.runUntilIdle()

    #expect(log.entries == ["child 1", "child 2", "child 3", "parent done"])
    await parent.value  // already finished: returns without the executor
  }

  @Test func sameProgramGivesTheSameOrderOfJobsEveryTime() {
    // NB: make `enqueue` hand jobs to `globalConcurrentExecutor` instead of
    // queueing them to watch this fail.
    let first = Self.runSmallProgram()
    #expect(first.count == 12)
    for _ in 1..<200 {
      #expect(Self.runSmallProgram() == first)
    }
  }

  /// A producer, a consumer and a yielding bystander sharing one executor.
  private static func runSmallProgram() -> [String] {
    let executor = ManualTaskExecutor()
    let log = ClockTestLog()
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)

    Task(executorPreference: executor) {
      for await value in stream { log.append("got \(value)") }
      log.append("consumer done")
    }
    Task(executorPreference: executor) {
      for value in 1...4 {
        log.append("put \(value)")
        continuation.yield(value)
        if value.isMultiple(of: 2) { await Task.yield() }
      }
      continuation.finish()
    }
    Task(executorPreference: executor) {
      for step in 1...3 {
        log.append("tick \(step)")
        await Task.yield()
      }
    }
    executor.runUntilIdle()
    return log.entries
  }

  @Test func reentrantRunUntilIdleIsAPreconditionFailure() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let executor = ManualTaskExecutor()
      Task(executorPreference: executor) { executor.runUntilIdle() }
      executor.runUntilIdle()
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(stderr.contains("runUntilIdle() was called while the executor is already running"))
  }
}
