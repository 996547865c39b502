import Foundation

/// A value behind an `NSLock`: the one storage type of the runtimes
/// (ArchHost, ArchMVP, ArchMVVM) and of ArchLab's own feature suite
/// (ArchFeatures) that is `@unchecked Sendable`.
///
/// Underscored: visible to ArchLab's modules, not API. An experimenter's
/// code should keep its own lock-guarded box (or use `MutableStateFlow`). Every mutable field
/// of their classes lives in one of these, so the classes themselves hold
/// only `let`s and are checked `Sendable`.
/// `NSLock` rather than `Synchronization.Mutex`: ThreadSanitizer on Linux
/// understands the former and reports false races on the latter.
///
/// Never call out (observers, factories, `clear()`) inside `withLock`: take
/// what you need, leave the lock, then act.
///
/// ```swift
/// let count = _Locked(0)
/// count.withLock { $0 += 1 }
/// ```
public final class _Locked<Value>: @unchecked Sendable {
  // @unchecked Sendable: `value` is only touched while `lock` is held.
  private let lock = NSLock()
  private var value: Value

  /// A lock around `value`.
  public init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value.
  public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  /// A copy of the value.
  public var snapshot: Value { withLock { $0 } }
}
