import Foundation

/// A value behind an `NSLock`: the one storage type in ArchMVVM that is
/// `@unchecked Sendable`.
///
/// Every mutable field of ArchMVVM's classes lives in one of these, so the
/// classes themselves hold only `let`s and are checked `Sendable`. `NSLock`
/// rather than `Synchronization.Mutex`: ThreadSanitizer on Linux sees the
/// former and reports false races on the latter.
///
/// Never call out (subscribe, cancel, `clear()`, a factory) inside
/// `withLock`: take what you need, leave the lock, then act.
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
