/// Where a shared flow with the `.suspend` overflow policy keeps track of
/// its busy subscribers, so `send` can wait until each has room.
///
/// A subscriber is full when `threshold` or more values wait for it: a
/// `values` consumer's untaken values, or the values queued for a running
/// callback delivery. Non-generic: the consumers' buffers report to it.
@usableFromInline
final class _SharedFlowRoom: @unchecked Sendable {
  // `lock` guards every var below.
  private let lock = _Lock()
  /// `max(replay + extraBufferCapacity, 1)`: how many waiting values make
  /// a subscriber full.
  @usableFromInline let threshold: Int
  /// `values` consumers subscribed now.
  private var consumers = 0
  /// Subscribers (and the callback queue) that are full now.
  private var full = 0
  private var waiters: [UInt64: UnsafeContinuation<Void, Never>] = [:]
  private var nextWaiter: UInt64 = 0

  init(capacity: Int) {
    threshold = max(capacity, 1)
  }

  deinit { lock.deallocate() }

  /// A `values` consumer subscribed.
  @usableFromInline func join() { lock.withLock { consumers += 1 } }

  /// A `values` consumer left; `wasFull` if it was counted full.
  @usableFromInline func leave(wasFull: Bool) {
    lock.lock()
    consumers -= 1
    release(wasFull: wasFull)
  }

  /// A subscriber reached the threshold.
  @usableFromInline func becameFull() { lock.withLock { full += 1 } }

  /// A subscriber fell below the threshold.
  @usableFromInline func becameRoomy() {
    lock.lock()
    release(wasFull: true)
  }

  /// Nobody is full: a value can be taken by everyone without waiting.
  var hasRoom: Bool { lock.withLock { full == 0 } }

  /// True when no `values` consumer exists (a rendezvous flow's `tryEmit`).
  var hasNoConsumers: Bool { lock.withLock { consumers == 0 } }

  /// Suspends until nobody is full; throws if the task is cancelled first.
  func waitForRoom() async throws(CancellationError) {
    while true {
      if Task.isCancelled { throw CancellationError() }
      lock.lock()
      if full == 0 {
        lock.unlock()
        return
      }
      let id = nextWaiter
      nextWaiter += 1
      lock.unlock()
      await withTaskCancellationHandler {
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
          lock.lock()
          if full == 0 || Task.isCancelled {
            lock.unlock()
            continuation.resume()
          } else {
            waiters[id] = continuation
            lock.unlock()
          }
        }
      } onCancel: {
        lock.lock()
        let waiter = waiters.removeValue(forKey: id)
        lock.unlock()
        waiter?.resume()
      }
    }
  }

  /// Drops one full count (if `wasFull`) and wakes every waiter once nobody
  /// is full. Called with the lock held; releases it.
  private func release(wasFull: Bool) {
    if wasFull { full -= 1 }
    guard full == 0, !waiters.isEmpty else {
      lock.unlock()
      return
    }
    let woken = waiters.values
    waiters = [:]
    lock.unlock()
    for waiter in woken { waiter.resume() }
  }
}
