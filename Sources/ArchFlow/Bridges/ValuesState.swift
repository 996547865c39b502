/// The buffer between a flow's callbacks and one async iterator.
@usableFromInline
final class _ValuesState<Element: Sendable>: @unchecked Sendable {
  // `lock` guards every stored var below; the lock makes accesses exclusive,
  // so the vars skip dynamic exclusivity checks.
  @usableFromInline let lock = _Lock()
  @usableFromInline let buffering: FlowBuffering
  @usableFromInline @exclusivity(unchecked) var buffer = _Queue<Element>()
  @usableFromInline @exclusivity(unchecked) var latest: Element?
  @usableFromInline @exclusivity(unchecked) var waiter: UnsafeContinuation<Element?, Never>?
  @usableFromInline @exclusivity(unchecked) var token: (any Cancellable)?
  @usableFromInline @exclusivity(unchecked) var started = false
  @usableFromInline @exclusivity(unchecked) var finished = false
  @usableFromInline let handBack: (@Sendable ([Element]) -> Void)?

  @inlinable
  init(buffering: FlowBuffering, handBack: (@Sendable ([Element]) -> Void)?) {
    self.buffering = buffering
    self.handBack = handBack
  }

  deinit { lock.deallocate() }

  /// True exactly once: the caller must subscribe and ``attach(_:)``.
  @inlinable
  func beginIfNeeded() -> Bool {
    lock.withLock {
      if started || finished { return false }
      started = true
      return true
    }
  }

  @inlinable
  func attach(_ token: any Cancellable) {
    lock.lock()
    if finished {
      lock.unlock()
      token.cancel()
      return
    }
    self.token = token
    lock.unlock()
  }

  /// Called by the flow, on the producer's thread.
  @inlinable
  func receive(_ value: Element) {
    lock.lock()
    if finished {
      lock.unlock()
      handBack?([value])  // arrived after the consumer left: not ours to drop
      return
    }
    if let waiter {
      self.waiter = nil
      lock.unlock()
      waiter.resume(returning: value)
      return
    }
    switch buffering {
    case .latest:
      latest = value
    case .bounded(let capacity, let overflow):
      buffer.append(value, capacity: max(capacity, 1), overflow: overflow)
    case .unbounded:
      buffer.append(value)
    }
    lock.unlock()
  }

  @inlinable
  func next() async -> Element? {
    if let ready = lock.withLock({ takeLocked() }) { return ready }
    return await withTaskCancellationHandler {
      await withUnsafeContinuation { continuation in
        lock.lock()
        if let ready = takeLocked() {
          lock.unlock()
          continuation.resume(returning: ready)
        } else {
          waiter = continuation
          lock.unlock()
        }
      }
    } onCancel: {
      finish()
    }
  }

  /// A buffered value; `.some(nil)` once finished; `nil` if the caller must wait.
  @inlinable
  func takeLocked() -> Element?? {
    if let value = latest {
      latest = nil
      return value
    }
    if let value = buffer.popFirst() { return value }
    if finished { return .some(nil) }
    return nil
  }

  /// Ends the iteration: cancels the subscription and wakes the consumer.
  @usableFromInline
  func finish(returning taken: Element? = nil) {
    lock.lock()
    if finished {
      lock.unlock()
      if let taken { handBack?([taken]) }
      return
    }
    finished = true
    let waiter = self.waiter
    self.waiter = nil
    let token = self.token
    self.token = nil
    // `taken` was handed out before everything still buffered.
    var untaken = (taken.map { [$0] } ?? []) + buffer.elements
    if let latest { untaken.append(latest) }
    buffer.removeAll()
    latest = nil
    lock.unlock()
    // Cancel first, so the values handed back cannot come straight back here.
    token?.cancel()
    if !untaken.isEmpty { handBack?(untaken) }
    waiter?.resume(returning: nil)
  }
}
