import ArchFlow
import Foundation

/// Collects the values an operator delivers, from any thread.
///
/// ```swift
/// let log = OperatorLog<Int>()
/// let token = flow.map { $0 * 2 }.subscribe { log.append($0) }
/// #expect(log.values == [0])
/// ```
final class OperatorLog<Value: Sendable>: @unchecked Sendable {
  // `lock` guards `storage` and `inside`/`maxInside`.
  private let lock = NSLock()
  private var storage: [Value] = []
  private var inside = 0
  private var maxInside = 0

  func append(_ value: Value) {
    lock.withLock { storage.append(value) }
  }

  /// Appends while counting how many callbacks run at once; see
  /// ``maxConcurrentCalls``.
  func appendCountingOverlap(_ value: Value) {
    lock.withLock {
      inside += 1
      maxInside = max(maxInside, inside)
    }
    // Let another thread in while this call is still "running".
    for _ in 0..<50 { _ = lock.withLock { inside } }
    lock.withLock {
      storage.append(value)
      inside -= 1
    }
  }

  var values: [Value] { lock.withLock { storage } }

  /// The most callbacks that were inside ``appendCountingOverlap(_:)`` at once.
  var maxConcurrentCalls: Int { lock.withLock { maxInside } }
}

/// A bare-bones upstream that calls its subscribers directly on the sending
/// thread, with no serialization of its own: reentrant sends recurse and
/// sends from several threads overlap. What an operator must cope with.
///
/// ```swift
/// let subject = NaiveSubject<Int>()
/// let token = subject.flow.scan(0, +).subscribe { print($0) }
/// subject.send(1)  // 1
/// ```
final class NaiveSubject<Value: Sendable>: @unchecked Sendable {
  // `lock` guards `receivers` and `nextID`.
  private let lock = NSLock()
  private var receivers: [Int: @Sendable (Value) -> Void] = [:]
  private var nextID = 0

  var flow: AnyFlow<Value> {
    AnyFlow { _, receive in
      let id = self.lock.withLock {
        self.nextID += 1
        self.receivers[self.nextID] = receive
        return self.nextID
      }
      return ActionCancellable { self.lock.withLock { self.receivers[id] = nil } }
    }
  }

  /// Live subscriptions.
  var subscriberCount: Int { lock.withLock { receivers.count } }

  func send(_ value: Value) {
    let current = lock.withLock { Array(receivers.values) }
    for receive in current { receive(value) }
  }

  /// A send that has already taken its snapshot of the subscribers, as a
  /// send on another thread may have when a subscription is cancelled:
  /// calling the result delivers to those subscribers, cancelled or not.
  func sendStartedNow() -> @Sendable (Value) -> Void {
    let current = lock.withLock { Array(receivers.values) }
    return { value in for receive in current { receive(value) } }
  }
}
