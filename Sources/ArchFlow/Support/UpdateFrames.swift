#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The state flows whose `update` closure the calling thread is running:
/// a chain of frames, one on the stack of each running `update`, whose
/// innermost frame a thread-local key points to.
///
/// Only the thread itself reads or writes its chain, so a write from inside
/// an `update` closure of the same flow — which would make that closure
/// retry forever — is told apart from other threads' writes. Nothing is
/// allocated: the frames live on the stack, and the key needs no destructor.
@usableFromInline
enum _UpdateFrames {
  @usableFromInline
  struct Frame {
    @usableFromInline let list: ObjectIdentifier
    @usableFromInline let outer: UnsafeMutableRawPointer?

    @inlinable init(list: ObjectIdentifier, outer: UnsafeMutableRawPointer?) {
      self.list = list
      self.outer = outer
    }
  }

  @usableFromInline static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    if status != 0 { fatalError("pthread_key_create failed with \(status)") }
    return key
  }()

  /// Whether the calling thread is running an `update` closure of `list`'s flow.
  @inlinable
  static func contain(_ list: _SubscriberList) -> Bool {
    let target = ObjectIdentifier(list)
    var next = pthread_getspecific(key)
    while let pointer = next {
      let frame = pointer.assumingMemoryBound(to: Frame.self).pointee
      if frame.list == target { return true }
      next = frame.outer
    }
    return false
  }

  /// Runs `body` with a frame for `list` on the calling thread's chain.
  @inlinable
  static func with<R>(_ list: _SubscriberList, _ body: () throws -> R) rethrows -> R {
    let outer = pthread_getspecific(key)
    var frame = Frame(list: ObjectIdentifier(list), outer: outer)
    return try withUnsafeMutablePointer(to: &frame) { pointer in
      pthread_setspecific(key, pointer)
      defer { pthread_setspecific(key, outer) }
      return try body()
    }
  }
}
