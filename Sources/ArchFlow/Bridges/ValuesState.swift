/// The buffer between a flow's callbacks and one async iterator.
final class _ValuesState<Element: Sendable>: @unchecked Sendable {
  // `lock` guards every stored var below.
  private let lock = _Lock()
  private let buffering: FlowBuffering
  private var buffer = _Queue<Element>()
  private var latest: Element?
  private var waiter: UnsafeContinuation<Element?, Never>?
  private var token: (any Cancellable)?
  private var started = false
  private var finished = false
  private let handBack: (@Sendable ([Element]) -> Void)?

  init(buffering: FlowBuffering, handBack: (@Sendable ([Element]) -> Void)?) {
    self.buffering = buffering
    self.handBack = handBack
  }

  deinit { lock.deallocate() }

  /// True exactly once: the caller must subscribe and ``attach(_:)``.
  func beginIfNeeded() -> Bool {
    lock.withLock {
      if started || finished { return false }
      started = true
      return true
    }
  }

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
  private func takeLocked() -> Element?? {
    if let value = latest {
      latest = nil
      return value
    }
    if let value = buffer.popFirst() { return value }
    if finished { return .some(nil) }
    return nil
  }

  /// Ends the iteration: cancels the subscription and wakes the consumer.
  func finish() {
    lock.lock()
    if finished {
      lock.unlock()
      return
    }
    finished = true
    let waiter = self.waiter
    self.waiter = nil
    let token = self.token
    self.token = nil
    var untaken = buffer.elements
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
