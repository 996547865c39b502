import Foundation

/// A lock-guarded value that `@Sendable` closures and `Sendable` test views
/// can share.
///
/// ```swift
/// let seen = Box<[String]>([])
/// seen.withLock { $0.append("attach") }
/// seen.value  // ["attach"]
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
