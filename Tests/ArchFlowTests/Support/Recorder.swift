import ArchFlow
import Foundation

/// Collects the values handed to `@Sendable` callbacks, from any thread.
///
/// ```swift
/// let seen = Recorder<Int>()
/// let token = flow.subscribe { seen.record($0) }
/// #expect(seen.values == [0])
/// ```
final class Recorder<Value: Sendable>: @unchecked Sendable {
  // `lock` guards `storage`.
  private let lock = NSLock()
  private var storage: [Value] = []

  init() {}

  func record(_ value: Value) {
    lock.withLock { storage.append(value) }
  }

  /// Everything recorded so far, in recording order.
  var values: [Value] { lock.withLock { storage } }

  var count: Int { lock.withLock { storage.count } }

  var last: Value? { lock.withLock { storage.last } }
}

/// Holds a subscription's token so that a callback can cancel it — its own
/// or another subscriber's.
final class CallbackTokenSlot: @unchecked Sendable {
  // `lock` guards `token`.
  private let lock = NSLock()
  private var token: (any Cancellable)?

  init() {}

  func set(_ token: any Cancellable) {
    lock.withLock { self.token = token }
  }

  /// Cancels the held token, if any (outside the lock: cancelling may call back).
  func cancel() {
    let token = lock.withLock { self.token }
    token?.cancel()
  }
}

/// True on the first call only, from any thread.
final class Once: @unchecked Sendable {
  // `lock` guards `done`.
  private let lock = NSLock()
  private var done = false

  init() {}

  func callAsFunction() -> Bool {
    lock.withLock {
      defer { done = true }
      return !done
    }
  }
}

/// Counts calls per subscriber index, for tests with thousands of subscribers.
final class HitCounter: @unchecked Sendable {
  // `lock` guards `counts`.
  private let lock = NSLock()
  private var counts: [Int]

  init(size: Int) {
    counts = Array(repeating: 0, count: size)
  }

  func hit(_ index: Int) {
    lock.withLock { counts[index] += 1 }
  }

  func reset() {
    lock.withLock { counts = Array(repeating: 0, count: counts.count) }
  }

  /// Indices whose count differs from `expected(index)`.
  func mismatches(expected: (Int) -> Int) -> [Int] {
    let snapshot = lock.withLock { counts }
    return snapshot.indices.filter { snapshot[$0] != expected($0) }
  }
}

/// Whether `part` appears in `whole` in the same relative order (gaps allowed).
func isSubsequence<T: Equatable>(_ part: [T], of whole: [T]) -> Bool {
  var position = whole.startIndex
  for element in part {
    guard let found = whole[position...].firstIndex(of: element) else { return false }
    position = whole.index(after: found)
  }
  return true
}

/// Runs `body(index)` on `count` new threads that start together (a start
/// barrier), and returns when all have finished. Unlike
/// `DispatchQueue.concurrentPerform`, the bodies really overlap even when
/// each is short.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let ready = DispatchSemaphore(value: 0)
  let go = DispatchSemaphore(value: 0)
  let done = DispatchGroup()
  for index in 0..<count {
    done.enter()
    Thread {
      ready.signal()
      go.wait()
      body(index)
      done.leave()
    }.start()
  }
  for _ in 0..<count { ready.wait() }
  for _ in 0..<count { go.signal() }
  done.wait()
}
