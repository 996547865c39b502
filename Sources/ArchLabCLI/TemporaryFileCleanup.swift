import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the temporary file ``AtomicFile`` is writing when the process
/// is interrupted (SIGINT, SIGTERM), then lets the signal end it as it
/// would have: no `.tmp` file is left beside the destination.
///
/// The handler does only what a signal handler may: it reads an atomic
/// pointer to the path (a C string) and calls `unlink`, `signal` and
/// `raise`.
enum TemporaryFileCleanup {
  /// The address of the temporary file's path (a C string), or 0: an
  /// address, since a pointer is not `Sendable` and an `Int` is.
  private static let current = Atomic<Int>(0)
  private static let installed = Atomic<Bool>(false)

  /// Notes `path` as the file to remove on a signal, installing the
  /// handlers on first use.
  static func begin(_ path: String) {
    if !installed.exchange(true, ordering: .acquiringAndReleasing) {
      for signal in [SIGINT, SIGTERM] { installHandler(signal) }
    }
    current.store(Int(bitPattern: strdup(path)), ordering: .releasing)
  }

  /// The temporary file is gone (renamed or removed): nothing to clean.
  static func end() {
    free(UnsafeMutablePointer<CChar>(bitPattern: current.exchange(0, ordering: .acquiringAndReleasing)))
  }

  private static func installHandler(_ number: Int32) {
    // A parent may have left the signal blocked (a test runner does): this
    // process handles it now, so it must reach it.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    _ = signal(number) { number in
      if let path = UnsafePointer<CChar>(bitPattern: TemporaryFileCleanup.current.load(ordering: .acquiring)) {
        unlink(path)
      }
      _ = signal(number, SIG_DFL)
      _ = raise(number)
    }
  }

  /// For the tests only: with `ARCHLAB_TEST_HOLD_TEMPORARY_FILE` set, says
  /// `holding` on stderr once the temporary file is written and waits for
  /// standard input to close, so a test can interrupt the process there.
  static func holdForTests() {
    guard ProcessInfo.processInfo.environment["ARCHLAB_TEST_HOLD_TEMPORARY_FILE"] != nil else { return }
    FileHandle.standardError.write(Data("holding\n".utf8))
    _ = FileHandle.standardInput.readDataToEndOfFile()
  }
}
