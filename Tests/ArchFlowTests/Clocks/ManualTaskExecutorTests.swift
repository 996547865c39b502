import ArchFlow
import Foundation
import Testing

@Suite struct ManualTaskExecutorTests {
  @Test func taskStartedWithExecutorPreferenceRunsOnlyWhenRunUntilIdleIsCalled() {
    let executor = ManualTaskExecutor()
    let log = Recorder<String>()

    Task(executorPreference: executor) { log.record("ran") }

    #expect(executor.pendingJobCount == 1)
    #expect(log.values.isEmpty)
    #expect(executor.runUntilIdle() == 1)
    #expect(log.values == ["ran"])
    #expect(executor.pendingJobCount == 0)
    #expect(executor.runUntilIdle() == 0)
  }

  @Test func runsQueuedJobsInFifoOrder() {
    let executor = ManualTaskExecutor()
    let log = Recorder<String>()

    for index in 1...5 {
      Task(executorPreference: executor) { log.record("\(index)") }
    }
    executor.runUntilIdle()

    #expect(log.values == ["1", "2", "3", "4", "5"])
  }

  @Test func runUntilIdleAlsoRunsJobsEnqueuedWhileRunning() {
    let executor = ManualTaskExecutor()
    let log = Recorder<String>()

    Task(executorPreference: executor) {
      log.record("a")
      // Enqueued from inside a running job: the same call must run it.
      Task(executorPreference: executor) {
        log.record("b")
        Task(executorPreference: executor) { log.record("c") }
      }
      log.record("a after starting b")
    }

    #expect(executor.runUntilIdle() == 3)
    #expect(log.values == ["a", "a after starting b", "b", "c"])
    #expect(executor.pendingJobCount == 0)
  }

  @Test func yieldingTasksInterleaveInFifoOrder() {
    let executor = ManualTaskExecutor()
    let log = Recorder<String>()

    Task(executorPreference: executor) {
      for step in 0...2 {
        log.record("a\(step)")
        await Task.yield()  // back of the queue, behind b
      }
    }
    Task(executorPreference: executor) {
      for step in 0...1 {
        log.record("b\(step)")
        await Task.yield()
      }
    }
    executor.runUntilIdle()

    #expect(log.values == ["a0", "b0", "a1", "b1", "a2"])
  }

  @Test func runNextRunsOneJobAtATime() {
    let executor = ManualTaskExecutor()
    let log = Recorder<String>()

    Task(executorPreference: executor) {
      log.record("first")
      Task(executorPreference: executor) { log.record("second") }
    }

    #expect(executor.runNext())
    #expect(log.values == ["first"])
    #expect(executor.pendingJobCount == 1)
    #expect(executor.runNext())
    #expect(log.values == ["first", "second"])
    #expect(!executor.runNext())
  }

  @Test func structuredChildrenInheritTheExecutor() async {
    let executor = ManualTaskExecutor()
    let log = Recorder<String>()

    let parent = Task(executorPreference: executor) {
      await withTaskGroup(of: Void.self) { group in
        for index in 1...3 {
          group.addTask { log.record("child \(index)") }
        }
      }
      log.record("parent done")
    }
    #expect(log.values.isEmpty)

    executor.runUntilIdle()

    #expect(log.values == ["child 1", "child 2", "child 3", "parent done"])
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
    let log = Recorder<String>()
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)

    Task(executorPreference: executor) {
      for await value in stream { log.record("got \(value)") }
      log.record("consumer done")
    }
    Task(executorPreference: executor) {
      for value in 1...4 {
        log.record("put \(value)")
        continuation.yield(value)
        if value.isMultiple(of: 2) { await Task.yield() }
      }
      continuation.finish()
    }
    Task(executorPreference: executor) {
      for step in 1...3 {
        log.record("tick \(step)")
        await Task.yield()
      }
    }
    executor.runUntilIdle()
    return log.values
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
