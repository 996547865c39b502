import Foundation

/// A value behind an `NSLock`: the one `@unchecked Sendable` type in
/// ArchMVP.
///
/// Presenter-side classes keep their mutable fields in one of these, so they
/// hold only `let`s and are checked `Sendable`. `NSLock` rather than
/// `Synchronization.Mutex`, which ThreadSanitizer on Linux cannot see.
/// Never call out (hooks, views, cancellations) inside `withLock`.
///
/// ```swift
/// let count = _Locked(0)
/// count.withLock { $0 += 1 }
/// ```
final class _Locked<Value>: @unchecked Sendable {
  // @unchecked Sendable: `value` is only touched while `lock` is held.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
