import Foundation

/// A lock-guarded value that `@Sendable` closures and `Sendable` test
/// objects can share.
///
/// ```swift
/// let seen = Box<[Int]>([])
/// seen.withLock { $0.append(1) }
/// seen.value  // [1]
/// ```
final class Box<Value>: @unchecked Sendable {
  // @unchecked Sendable: `stored` is only touched while `lock` is held.
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  @discardableResult
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&stored)
  }

  var value: Value {
    get { withLock { $0 } }
    set { withLock { $0 = newValue } }
  }
}
