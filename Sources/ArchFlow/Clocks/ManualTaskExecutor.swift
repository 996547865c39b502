/// A task executor that only queues jobs, and runs them when you say so.
///
/// `ManualTaskExecutor` is the deterministic scheduler behind ArchFlow's
/// tests and ArchHost's screens (SE-0417 task executors). `enqueue(_:)` never
/// runs anything: it appends the job to a first-in, first-out queue. Jobs run
/// only inside ``runUntilIdle()`` or ``runNext()``, one at a time, on the
/// calling thread. Because the queue is FIFO and nothing else runs the jobs,
/// the same program produces the same order of jobs on every run.
///
/// Start work on it with `Task(executorPreference:)`. Structured children
/// (`async let`, task groups) inherit the preference, and a continuation
/// resumed from elsewhere — a ``TestClock`` sleeper, an `AsyncStream`
/// element — puts the task back on this queue. A bare `Task { }` does not
/// inherit the preference, so it escapes to the global executor.
///
/// ```swift
/// let executor = ManualTaskExecutor()
/// Task(executorPreference: executor) { print("hello") }
/// executor.pendingJobCount  // 1: nothing has run yet
/// executor.runUntilIdle()   // prints "hello", returns 1
/// ```
///
/// Running is not reentrant: calling ``runUntilIdle()`` or ``runNext()``
/// from inside a job (or from two threads at once) is a precondition
/// failure. A silent no-op would look like it worked while leaving the work
/// for the outer loop, which breaks code like ``TestClock/advance(by:)`` that
/// relies on the queue being drained before it looks at the next sleeper.
///
/// Jobs still queued when the executor is deinitialized never run; their
/// tasks stay suspended forever.
public final class ManualTaskExecutor: TaskExecutor, @unchecked Sendable {
  // @unchecked Sendable: `jobs` and `isRunning` are guarded by `lock`.
  private let lock = _Lock()
  // Unchecked: the lock already makes every access exclusive.
  @exclusivity(unchecked) private var jobs = _Queue<UnownedJob>()
  @exclusivity(unchecked) private var isRunning = false

  /// Creates an executor with an empty queue.
  public init() {}

  deinit { lock.deallocate() }

  /// Queues a job; it runs at the next ``runUntilIdle()`` or ``runNext()``.
  ///
  /// Called by the Swift runtime whenever a task that prefers this executor
  /// becomes runnable. It only takes the lock and appends, so it is safe from
  /// any thread, including from inside a running job.
  ///
  /// ```swift
  /// Task(executorPreference: executor) { }  // the runtime calls enqueue
  /// ```
  public func enqueue(_ job: consuming ExecutorJob) {
    // ExecutorJob is ~Copyable; the unowned handle is what can be stored.
    let unowned = UnownedJob(job)
    lock.withLock { jobs.append(unowned) }
  }

  /// The number of jobs waiting to run.
  ///
  /// ```swift
  /// Task(executorPreference: executor) { }
  /// executor.pendingJobCount  // 1
  /// ```
  public var pendingJobCount: Int {
    lock.withLock { jobs.count }
  }

  /// Runs queued jobs on the calling thread until the queue is empty.
  ///
  /// Jobs enqueued while running (a task that yields, a continuation resumed
  /// by a job) run in the same call, after the jobs already queued.
  ///
  /// ```swift
  /// Task(executorPreference: executor) {
  ///   await Task.yield()  // re-enqueued, and still run by this call
  /// }
  /// executor.runUntilIdle()  // 2
  /// ```
  ///
  /// - Returns: How many jobs ran.
  /// - Precondition: Not called from inside a job of this executor, nor
  ///   from two threads at once.
  @discardableResult
  public func runUntilIdle() -> Int {
    beginRunning(caller: "runUntilIdle()")
    defer { endRunning() }
    var count = 0
    while let job = dequeue() {
      run(job)
      count += 1
    }
    return count
  }

  /// Runs the oldest queued job, if any, on the calling thread.
  ///
  /// Useful to step through an interleaving one job at a time.
  ///
  /// ```swift
  /// while executor.runNext() { print(log) }
  /// ```
  ///
  /// - Returns: `true` if a job ran, `false` if the queue was empty.
  /// - Precondition: Not called from inside a job of this executor, nor
  ///   from two threads at once.
  @discardableResult
  public func runNext() -> Bool {
    beginRunning(caller: "runNext()")
    defer { endRunning() }
    guard let job = dequeue() else { return false }
    run(job)
    return true
  }

  // MARK: - Private

  private func beginRunning(caller: StaticString) {
    let wasRunning = lock.withLock {
      defer { isRunning = true }
      return isRunning
    }
    checkUsage(
      !wasRunning,
      """
      ManualTaskExecutor.\(caller) was called while the executor is already \
      running jobs — from inside one of its own jobs, or from two threads at \
      once. Drive the executor from one place outside its tasks (a test, or \
      TestClock.advance called from outside the executor).
      """
    )
  }

  private func endRunning() {
    lock.withLock { isRunning = false }
  }

  private func dequeue() -> UnownedJob? {
    lock.withLock { jobs.popFirst() }
  }

  private func run(_ job: UnownedJob) {
    // Outside the lock: the job may enqueue more jobs.
    job.runSynchronously(on: asUnownedTaskExecutor())
  }
}
