import ArchFlow

/// Holds a subscription's token so its own callback can cancel it, even if
/// the callback asks before the token has been handed back.
///
/// After cancelling, the slot lets go of the token: a cancelled ArchFlow
/// subscriber still references its closure, and the closure references this
/// slot, so keeping the token would keep whatever the closure captured.
/// The same holds where the cancel request comes first, as with an
/// `AsyncStream` whose `onTermination` is installed before the subscription
/// it ends exists. It is the token of what it holds, so handing it out
/// costs no wrapper. `package`: for the runtime modules, not API.
package final class TokenSlot: Cancellable, @unchecked Sendable {  // `state` is only touched under `lock`
  private struct State {
    var token: (any Cancellable)?
    var cancelRequested = false
  }

  private let lock = _Lock()
  // Unchecked: the lock already makes every access exclusive. The slot's
  // own lock, not a `Locked`: one allocation fewer for every observation.
  @exclusivity(unchecked) private var state = State()

  /// An empty slot.
  package init() {}

  deinit { lock.deallocate() }

  /// Stores `token`, or cancels it at once if ``cancel()`` came first.
  package func set(_ token: any Cancellable) {
    let cancelNow = lock.withLock { () -> Bool in
      if state.cancelRequested { return true }
      state.token = token
      return false
    }
    if cancelNow { token.cancel() }
  }

  /// Cancels the stored token (or the one stored later) and forgets it.
  package func cancel() {
    let token = lock.withLock { () -> (any Cancellable)? in
      state.cancelRequested = true
      defer { state.token = nil }
      return state.token
    }
    token?.cancel()  // outside the lock: cancelling may call back
  }

  /// Whether ``cancel()`` was called: an owner may drop the slot.
  package var isCancelled: Bool { lock.withLock { state.cancelRequested } }
}
