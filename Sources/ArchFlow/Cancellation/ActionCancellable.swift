import Synchronization

/// A cancellable that runs a closure the first time it is cancelled.
///
/// ```swift
/// let token = ActionCancellable { task.cancel() }
/// token.cancel()  // runs the closure
/// token.cancel()  // does nothing
/// ```
public final class ActionCancellable: Cancellable {
  private let action: @Sendable () -> Void
  private let done = Atomic<Bool>(false)

  /// Creates a cancellable that calls `action` once, on the first `cancel()`.
  public init(_ action: @escaping @Sendable () -> Void) {
    self.action = action
  }

  /// Whether `cancel()` has been called.
  public var isCancelled: Bool { done.load(ordering: .acquiring) }

  /// Runs the action the first time; later calls do nothing.
  public func cancel() {
    if done.exchange(true, ordering: .acquiringAndReleasing) { return }
    action()
  }
}
