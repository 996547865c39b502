extension Flow where Element: Equatable, Failure == Never {
  /// Subscribes to this flow at once, in `scope`, and returns a hot
  /// ``StateFlow`` as soon as the first value arrives: kotlinx's suspending
  /// `stateIn(scope)`, for a state with no sensible initial value.
  ///
  /// The state then follows every later value until `scope` is cancelled,
  /// and keeps its last value after that. Cancelling the calling task (or
  /// the scope) before the first value ends the subscription and throws.
  ///
  /// ```swift
  /// let settings = try await repository.settings().stateIn(scope)
  /// settings.value  // the first settings the repository sent
  /// ```
  ///
  /// - Throws: `CancellationError` when the task or the scope was
  ///   cancelled before the first value.
  public func stateIn(
    _ scope: FlowScope, fileID: StaticString = #fileID, line: UInt = #line
  ) async throws(CancellationError) -> StateFlow<Element> {
    let site = SubscriptionSite(label: "stateIn", fileID: fileID, line: line)
    let first = _FirstValue<Element>()
    let token = subscribe(at: site) { first.deliver($0) }
    scope.own(token)
    let state: StateFlow<Element>? = await withTaskCancellationHandler {
      await first.state()
    } onCancel: {
      first.cancel()
    }
    guard let state, !scope.isCancelled else {
      token.cancel()
      throw CancellationError()
    }
    return state
  }
}

/// The upstream of a suspending `stateIn`: holds the state once the first
/// value made it, and the caller's continuation until then.
final class _FirstValue<Element: Sendable & Equatable>: @unchecked Sendable {
  // `lock` guards every stored var.
  private let lock = _Lock()
  private var made: MutableStateFlow<Element>?
  private var waiter: CheckedContinuation<StateFlow<Element>?, Never>?
  private var cancelled = false

  deinit { lock.deallocate() }

  /// An upstream value: the first makes the state, later ones set it.
  func deliver(_ value: Element) {
    lock.lock()
    if let made {
      lock.unlock()
      made.value = value
      return
    }
    if cancelled {
      lock.unlock()
      return
    }
    let state = MutableStateFlow(value)
    made = state
    let resume = waiter
    waiter = nil
    lock.unlock()
    resume?.resume(returning: state)
  }

  /// The state, once the first value arrived; nil if cancelled first.
  func state() async -> StateFlow<Element>? {
    await withCheckedContinuation { continuation in
      lock.lock()
      if let made {
        lock.unlock()
        continuation.resume(returning: made)
      } else if cancelled {
        lock.unlock()
        continuation.resume(returning: nil)
      } else {
        waiter = continuation
        lock.unlock()
      }
    }
  }

  /// The caller's task was cancelled: stop waiting (the caller then ends
  /// the upstream).
  func cancel() {
    lock.lock()
    guard made == nil else {
      lock.unlock()
      return
    }
    cancelled = true
    let resume = waiter
    waiter = nil
    lock.unlock()
    resume?.resume(returning: nil)
  }
}
