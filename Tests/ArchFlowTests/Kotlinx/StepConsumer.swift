import ArchFlow

/// A `for await` consumer on a ``ManualTaskExecutor``: it runs only when
/// the test runs the executor, so where it lags is the test's choice, not
/// the scheduler's.
///
/// Paced, it takes one value per ``take()`` and is busy between takes (as
/// a kotlinx collector waiting in its body); free, it takes whatever is
/// there each time the executor runs (as a collector suspended in
/// `collect`, resumed by an emit but not yet run).
final class StepConsumer: Sendable {
  let executor: ManualTaskExecutor
  /// What it took, in order.
  let taken = Recorder<String>()
  private let permit: AsyncStream<Void>.Continuation?
  private let task: Task<Void, Never>

  init<F: Flow>(
    _ flow: F, paced: Bool, executor: ManualTaskExecutor
  ) where F.Element: CustomStringConvertible {
    self.executor = executor
    let taken = taken
    if paced {
      let (permits, permit) = AsyncStream.makeStream(of: Void.self)
      self.permit = permit
      task = Task(executorPreference: executor) {
        var iterator = flow.values.makeAsyncIterator()
        for await _ in permits {
          guard let value = await iterator.next() else { return }
          taken.record(value.description)
        }
      }
    } else {
      permit = nil
      task = Task(executorPreference: executor) {
        for await value in flow.values { taken.record(value.description) }
      }
    }
    executor.runUntilIdle()  // subscribed (free) or waiting for its first permit (paced)
  }

  /// Lets a paced consumer take one value, and runs until it waits again.
  func take() {
    permit?.yield()
    executor.runUntilIdle()
  }

  /// Ends the consumer and its subscription.
  func cancel() async {
    task.cancel()
    permit?.finish()
    executor.runUntilIdle()
    await task.value
  }
}
