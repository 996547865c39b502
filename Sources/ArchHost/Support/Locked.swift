import ArchFlow

/// A value behind a pthread mutex: the one storage type of the runtimes
/// (ArchHost, ArchMVP, ArchMVVM) and of ArchLab's own feature suite
/// (ArchFeatures) that is `@unchecked Sendable`.
///
/// `package`: visible to ArchLab's modules, not API; an experimenter's code
/// keeps its own lock-guarded box (or uses `MutableStateFlow`). Every
/// mutable field of ArchLab's classes lives in one of these, so the classes
/// themselves hold only `let`s and are checked `Sendable`.
/// A pthread mutex (ArchFlow's `_Lock`) rather than `Synchronization.Mutex`:
/// ThreadSanitizer on Linux understands the former and reports false races
/// on the latter; rather than `NSLock`, which cost an object and a call
/// more per lock.
///
/// Never call out (observers, factories, `clear()`) inside `withLock`: take
/// what you need, leave the lock, then act.
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// ```
@usableFromInline package final class Locked<Value>: @unchecked Sendable {
  // @unchecked Sendable: `value` is only touched while `lock` is held, by
  // `withLock` (`@usableFromInline` only so that it can be inlined).
  @usableFromInline let lock = _Lock()
  // Unchecked: the lock already makes every access exclusive, and the
  // runtime's check cost 2 % of a scale cycle.
  @usableFromInline @exclusivity(unchecked) var value: Value

  /// A lock around `value`.
  package init(_ value: Value) { self.value = value }

  deinit { lock.deallocate() }

  /// Runs `body` with exclusive access to the value. Inlinable, so each
  /// caller's closure is specialized and inlined instead of called through
  /// the generic function.
  @inlinable
  package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  /// A copy of the value.
  package var snapshot: Value { withLock { $0 } }
}
