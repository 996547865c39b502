#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `pthread_mutex_t` allocated once and used through its pointer.
///
/// ThreadSanitizer understands pthread mutexes on Linux, unlike
/// `Synchronization.Mutex`, and going through a stable pointer costs almost
/// nothing over it. The owner calls ``deallocate()`` from its `deinit`.
/// `package`: the other runtimes' `Locked` is built on it.
@usableFromInline
package struct _Lock: @unchecked Sendable {  // The pointer is the lock itself.
  @usableFromInline package let pointer: UnsafeMutablePointer<pthread_mutex_t>

  @usableFromInline package init() {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(pointer, nil)
    checkUsage(status == 0, "pthread_mutex_init failed with \(status)")
  }

  @inlinable @inline(__always) package func lock() { pthread_mutex_lock(pointer) }
  @inlinable @inline(__always) package func unlock() { pthread_mutex_unlock(pointer) }

  @inlinable @inline(__always)
  package func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }

  package func deallocate() {
    pthread_mutex_destroy(pointer)
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }
}
