/// The buffer between a flow's callbacks and one async iterator.
///
/// A value stays in the buffer until the consumer's task takes it: waking
/// a waiting consumer hands it nothing, so a consumer holds at most its
/// buffer, whether it was waiting or busy when values arrived.
@usableFromInline
final class _ValuesState<Element: Sendable>: @unchecked Sendable {
  // `lock` guards every stored var below; the lock makes accesses exclusive,
  // so the vars skip dynamic exclusivity checks.
  @usableFromInline let lock = _Lock()
  @usableFromInline let buffering: FlowBuffering
  @usableFromInline @exclusivity(unchecked) var buffer = _Queue<Element>()
  @usableFromInline @exclusivity(unchecked) var latest: Element?
  /// Resumed to wake the consumer, which then takes. `Void`, not a value:
  /// the value stays buffered until taken, and the type needs no generic
  /// metadata looked up at run time when it is stored or destroyed.
  @usableFromInline @exclusivity(unchecked) var waiter: UnsafeContinuation<Void, Never>?
  @usableFromInline @exclusivity(unchecked) var token: (any Cancellable)?
  @usableFromInline @exclusivity(unchecked) var started = false
  @usableFromInline @exclusivity(unchecked) var finished = false
  /// The flow ended: what is buffered is still handed out, then the end.
  @usableFromInline @exclusivity(unchecked) var completed = false
  /// Why the flow ended, when it failed.
  @usableFromInline @exclusivity(unchecked) var failure: (any Error)?
  @usableFromInline let handBack: (@Sendable ([Element]) -> Void)?
  /// `==` when conflating (`.latest`) values that are `Equatable`.
  @usableFromInline let isEqual: ((Element, Element) -> Bool)?
  /// The value last handed to the consumer, kept only when `isEqual` is set.
  @usableFromInline @exclusivity(unchecked) var handed: Element?
  /// A `.suspend` shared flow's room, told when this buffer fills and empties.
  @usableFromInline let room: _SharedFlowRoom?
  /// This buffer is counted full in `room`.
  @usableFromInline @exclusivity(unchecked) var countedFull = false

  @inlinable
  init(buffering: FlowBuffering, handBack: (@Sendable ([Element]) -> Void)?, room: _SharedFlowRoom? = nil) {
    self.buffering = buffering
    self.handBack = handBack
    self.room = room
    isEqual = buffering == .latest ? _equality(of: Element.self) : nil
  }

  deinit { lock.deallocate() }

  /// True exactly once: the caller must subscribe and ``attach(_:)``.
  @inlinable
  func beginIfNeeded() -> Bool {
    lock.withLock {
      if started || finished { return false }
      started = true
      room?.join()
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
    switch buffering {
    case .latest:
      latest = value
    case .bounded(let capacity, let overflow):
      buffer.append(value, capacity: max(capacity, 1), overflow: overflow)
      if let room, !countedFull, buffer.count >= room.threshold {
        countedFull = true
        room.becameFull()  // under this lock, so it cannot come after the matching `becameRoomy`
      }
    case .unbounded:
      buffer.append(value)
    }
    if let waiter {
      self.waiter = nil
      lock.unlock()
      waiter.resume()  // wakes it; it takes from the buffer
      return
    }
    lock.unlock()
  }

  @inlinable
  func next() async -> Element? {
    while true {
      if let taken = lock.withLock({ takeLocked() }) { return taken }
      var early: Element?? = nil  // arrived while the waiter was being set up
      await withTaskCancellationHandler {
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
          lock.lock()
          early = takeLocked()
          if early == nil { waiter = continuation }
          lock.unlock()
          if early != nil { continuation.resume() }
        }
      } onCancel: {
        finish()
      }
      if let early { return early }
    }
  }

  /// A buffered value; `.some(nil)` once finished; `nil` if the caller must
  /// wait. A conflated value equal to the one handed before is dropped: the
  /// consumer already has it.
  @inlinable
  func takeLocked() -> Element?? {
    if let value = latest {
      latest = nil
      guard let isEqual else { return value }
      if let handed, isEqual(handed, value) {
        return finished || completed ? .some(nil) : nil
      }
      handed = value
      return value
    }
    if let value = buffer.popFirst() {
      if countedFull, let room, buffer.count < room.threshold {
        countedFull = false
        room.becameRoomy()
      }
      return value
    }
    if finished || completed { return .some(nil) }
    return nil
  }

  /// Called by the flow when it ends: the consumer takes what is buffered,
  /// then the end. The subscription is already over.
  @usableFromInline
  func complete(failure: (any Error)?) {
    lock.lock()
    if finished || completed {
      lock.unlock()
      return
    }
    completed = true
    self.failure = failure
    token = nil
    let waiter = self.waiter
    self.waiter = nil
    lock.unlock()
    waiter?.resume()
  }

  /// Whether the flow ended (rather than the consumer leaving), and with
  /// which failure.
  @usableFromInline
  var ending: (completed: Bool, failure: (any Error)?) { lock.withLock { (completed, failure) } }

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
    if started, let room {
      room.leave(wasFull: countedFull)
      countedFull = false
    }
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
    waiter?.resume()  // wakes it to take the end
  }
}

/// `==` for `T` when `T` is `Equatable`, found at run time: a conflated
/// consumer compares values whatever type its flow was seen through.
@usableFromInline
func _equality<T>(of type: T.Type) -> ((T, T) -> Bool)? {
  guard let equatable = type as? any Equatable.Type else { return nil }
  return _equality(as: equatable, of: type)
}

@usableFromInline
func _equality<E: Equatable, T>(as equatable: E.Type, of type: T.Type) -> (T, T) -> Bool {
  // `E` is `T` itself (opened from `T.self`), so the casts reinterpret nothing.
  { unsafeBitCast($0, to: E.self) == unsafeBitCast($1, to: E.self) }
}
