import ArchFlow

/// Holds one cancellable that may arrive after someone asked to cancel it.
///
/// Used where the cancel request can come first: an `AsyncStream`'s
/// `onTermination` is installed before the subscription it ends exists.
/// After cancelling, the slot lets go of the token, so whatever the token's
/// closure captured is released too.
final class _CancelSlot: Sendable {
  private struct State {
    var token: (any Cancellable)?
    var cancelRequested = false
  }

  private let state = _Locked(State())

  init() {}

  /// Stores `token`, or cancels it at once if ``cancel()`` came first.
  func set(_ token: any Cancellable) {
    let cancelNow = state.withLock { state -> Bool in
      if state.cancelRequested { return true }
      state.token = token
      return false
    }
    if cancelNow { token.cancel() }
  }

  /// Cancels the stored token (or the one stored later) and forgets it.
  func cancel() {
    let token = state.withLock { state -> (any Cancellable)? in
      state.cancelRequested = true
      defer { state.token = nil }
      return state.token
    }
    token?.cancel()  // outside the lock: cancelling may call back
  }
}
