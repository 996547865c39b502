import Foundation

/// A lock-guarded value that `@Sendable` closures and `Sendable` test
/// objects can share.
///
/// ```swift
/// let seen = Box<[String]>([])
/// seen.withLock { $0.append("created") }
/// seen.value  // ["created"]
/// ```
public final class Box<Value>: @unchecked Sendable {
  // @unchecked Sendable: `stored` is only touched while `lock` is held.
  private let lock = NSLock()
  private var stored: Value

  /// A box holding `value`.
  public init(_ value: Value) { stored = value }

  /// Runs `body` with exclusive access to the value.
  @discardableResult
  public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&stored)
  }

  /// The value, read or replaced under the lock.
  public var value: Value {
    get { withLock { $0 } }
    set { withLock { $0 = newValue } }
  }
}
