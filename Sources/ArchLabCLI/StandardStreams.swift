import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Standard output and standard error as file descriptors, written with
/// `write(2)` and never with `FileHandle` (which traps when a write fails):
/// a stream that is closed (`>&-`), full (`/dev/full`) or gone is a failure
/// the command reports, not a crash.
///
/// A stream closed when the process starts is held on `/dev/null`, so that
/// no file the command opens takes its descriptor (the report would go
/// into a source file, or the output file into the terminal); it is still
/// a closed stream to write to.
///
/// ```swift
/// let streams = StandardStreams.shared
/// streams.write(Data("done\n".utf8), to: .output)
/// exit(streams.finish(status: 0, name: "archlab"))  // 1, after a message, if stdout failed
/// ```
// @unchecked: `lock` guards `failures`; `closed` is set once in init and only read after.
package final class StandardStreams: @unchecked Sendable {
  /// Standard output or standard error.
  package enum Stream: Sendable {
    case output, error

    var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }
  }

  /// The streams of this process, checked once, before anything is opened.
  package static let shared = StandardStreams()

  private let lock = NSLock()
  private let closed: Set<Int32>
  private var failures: [Stream: Int32] = [:]

  private init() {
    var closed = Set<Int32>()
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
      closed.insert(descriptor)
      // The lowest free descriptor: this one, as those below it are open.
      let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if null >= 0 && null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
    self.closed = closed
  }

  /// Writes all of `data` to `stream`; on failure, remembers why (the
  /// first reason) and writes no more to it.
  package func write(_ data: Data, to stream: Stream) {
    guard !data.isEmpty, failure(of: stream) == nil else { return }
    if closed.contains(stream.descriptor) { return fail(stream, EBADF) }
    let error: Int32? = data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(stream.descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    if let error { fail(stream, error) }
  }

  /// Why writing `stream` failed (an `errno`), or `nil` while it has not.
  package func failure(of stream: Stream) -> Int32? {
    lock.lock()
    defer { lock.unlock() }
    return failures[stream]
  }

  private func fail(_ stream: Stream, _ error: Int32) {
    lock.lock()
    defer { lock.unlock() }
    if failures[stream] == nil { failures[stream] = error }
  }

  /// The exit status of a run that ended with `status`: at least 1 when
  /// standard output could not be written, after saying so on standard
  /// error (when it can still be written). A line lost on standard error
  /// changes nothing: the status already says whether the run failed.
  package func finish(status: Int32, name: String) -> Int32 {
    if let error = failure(of: .output) {
      let reason = String(cString: strerror(error))
      write(Data("\(name): cannot write to standard output: \(reason)\n".utf8), to: .error)
    }
    return failure(of: .output) != nil && status == 0 ? 1 : status
  }
}

/// `write(2)`, named apart from ``StandardStreams/write(_:to:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Darwin)
    Darwin.write(descriptor, bytes, count)
  #elseif canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
  #endif
}
