#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread's identity, to recognise reentrant misuse (a state
/// flow written from inside its own `update` closure) without confusing it
/// with other threads' legitimate concurrent writes.
@usableFromInline
struct _ThreadID: Equatable, @unchecked Sendable {  // A `pthread_t` is an opaque handle.
  @usableFromInline let raw: pthread_t

  @inlinable init(raw: pthread_t) { self.raw = raw }

  /// The thread that calls this.
  @inlinable static var current: _ThreadID { _ThreadID(raw: pthread_self()) }

  @inlinable static func == (lhs: _ThreadID, rhs: _ThreadID) -> Bool {
    pthread_equal(lhs.raw, rhs.raw) != 0
  }
}
