import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files whole or not at all, without ever replacing what is not a
/// plain file: a regular file (or a new one) gets its data through a
/// temporary file in the same folder, renamed over it, so readers see the
/// old file or the new one, never half of one; a symbolic link is followed
/// to its target, and the link stays; a FIFO or a device (`/dev/null`,
/// `/dev/stdout`) is written in place, as a shell's `>` would.
///
/// ```swift
/// try AtomicFile.write(Data(report.utf8), to: URL(fileURLWithPath: "docs/results/compare.md"))
/// ```
///
/// A SIGINT or SIGTERM that arrives while the temporary file exists
/// removes it before the process ends (``TemporaryFileCleanup``).
package enum AtomicFile {
  /// Writes `data` to the file at `url`, replacing any regular file there.
  ///
  /// The replaced file's permissions are not kept: the new one gets the
  /// default mode for the process's umask. On any failure the temporary
  /// file is removed and the destination is left as it was.
  ///
  /// - Throws: ``AtomicFileError`` when the folder does not exist, is not
  ///   writable, the path is a folder, or writing or renaming fails.
  package static func write(_ data: Data, to url: URL) throws(AtomicFileError) {
    let target = try resolvingLinks(url)
    var status = stat()
    if lstat(target.path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFDIR: throw AtomicFileError(path: url.path, reason: .writeFailed("it is a folder"))
      default: return try writeInPlace(data, to: target, shownAs: url)
      }
    }
    try replace(target, with: data, shownAs: url)
  }

  /// `url` with every symbolic link on its last component followed (a
  /// link to a link too), so the rename lands on the target, not the link.
  static func resolvingLinks(_ url: URL) throws(AtomicFileError) -> URL {
    var current = url
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current.path, &buffer, buffer.count - 1)
      guard length >= 0 else { return current }
      let destination = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        destination.hasPrefix("/")
        ? URL(fileURLWithPath: destination)
        : current.deletingLastPathComponent().appendingPathComponent(destination)
    }
    throw AtomicFileError(path: url.path, reason: .writeFailed("too many levels of symbolic links"))
  }

  /// Writes `data` into the FIFO or device at `target` as it is.
  static func writeInPlace(_ data: Data, to target: URL, shownAs url: URL) throws(AtomicFileError) {
    do {
      let handle = try FileHandle(forWritingTo: target)
      defer { try? handle.close() }
      try handle.write(contentsOf: data)
    } catch {
      throw AtomicFileError(path: url.path, reason: .writeFailed(error.localizedDescription))
    }
  }

  /// Writes `data` to a temporary file beside `target` and renames it over it.
  static func replace(_ target: URL, with data: Data, shownAs url: URL) throws(AtomicFileError) {
    let folder = target.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw AtomicFileError(path: url.path, reason: .folderMissing(folder.path))
    }
    guard access(folder.path, W_OK) == 0 else {
      throw AtomicFileError(path: url.path, reason: .folderNotWritable(folder.path))
    }
    let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
    TemporaryFileCleanup.begin(temporary.path)
    defer { TemporaryFileCleanup.end() }
    do {
      try data.write(to: temporary, options: .withoutOverwriting)
      let handle = try FileHandle(forUpdating: temporary)
      defer { try? handle.close() }
      try handle.synchronize()
    } catch {
      unlink(temporary.path)
      throw AtomicFileError(path: url.path, reason: .writeFailed(error.localizedDescription))
    }
    TemporaryFileCleanup.holdForTests()
    guard rename(temporary.path, target.path) == 0 else {
      let message = String(cString: strerror(errno))
      unlink(temporary.path)
      throw AtomicFileError(path: url.path, reason: .writeFailed(message))
    }
  }
}
