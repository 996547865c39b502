import ArchLabCLI
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--output` to what is not a plain file: a symbolic link, a FIFO, a
/// device. The target keeps its kind; only its contents change.
@Suite struct AtomicFileSpecialTargetTests {
  func withFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ArchLabCLITests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
  }

  func kind(_ path: String) -> mode_t {
    var status = stat()
    lstat(path, &status)
    return status.st_mode & S_IFMT
  }

  @Test func writesThroughASymbolicLinkToItsTargetAndKeepsTheLink() throws {
    try withFolder { folder in
      let target = folder.appendingPathComponent("real.md")
      try Data("old".utf8).write(to: target)
      let link = folder.appendingPathComponent("link.md")
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.md")
      // NB: rename the temporary file over `url` itself to see the link become a regular file.
      try AtomicFile.write(Data("new".utf8), to: link)
      #expect(kind(link.path) == S_IFLNK)
      #expect(try String(contentsOf: target, encoding: .utf8) == "new")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.md", "real.md"])
    }
  }

  @Test func writesIntoAFIFOInPlace() throws {
    try withFolder { folder in
      let fifo = folder.appendingPathComponent("pipe")
      #expect(mkfifo(fifo.path, 0o644) == 0)
      // A reader on another thread, as `cat pipe` would be.
      let received = Box()
      let reader = Thread {
        received.set(FileHandle(forReadingAtPath: fifo.path)?.readDataToEndOfFile() ?? Data())
        received.done.signal()
      }
      reader.start()
      try AtomicFile.write(Data("through the pipe".utf8), to: fifo)
      received.done.wait()
      #expect(String(decoding: received.get(), as: UTF8.self) == "through the pipe")
      #expect(kind(fifo.path) == S_IFIFO)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pipe"])
    }
  }

  #if os(Linux)
  @Test(.enabled(if: geteuid() == 0, "making a device node needs root"))
  func writesIntoADeviceInPlace() throws {
    try withFolder { folder in
      let null = folder.appendingPathComponent("null")
      // Major 1, minor 3: the null device, as `makedev(1, 3)` encodes it.
      #expect(mknod(null.path, S_IFCHR | 0o666, dev_t(0x103)) == 0)
      try AtomicFile.write(Data("gone".utf8), to: null)
      #expect(kind(null.path) == S_IFCHR)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["null"])
    }
  }
  #endif

  /// What the reader thread got; `done` says it has it.
  final class Box: @unchecked Sendable {
    // `lock` guards `data`.
    private let lock = NSLock()
    private var data = Data()
    let done = DispatchSemaphore(value: 0)

    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
  }
}
