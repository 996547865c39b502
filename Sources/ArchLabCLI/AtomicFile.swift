import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files as a shell's `>` would, but whole or not at all where it
/// can, and without ever replacing what is not a plain file.
///
/// - A new file, or a plain file with one link in a folder the process may
///   write, gets its data through a temporary file in the same folder,
///   renamed over it, so readers see the old file or the new one, never
///   half of one. A file that existed keeps its mode and, where the
///   process may set it, its owner and group.
/// - A plain file with more than one hard link, a file whose owner the
///   process may not keep, and a writable file in a folder the process may
///   not write are written in place, as `>` writes them: every link sees
///   the new text, nothing else of the file changes.
/// - A symbolic link is followed to its target, and the link stays; a FIFO
///   or a device (`/dev/null`, `/dev/stdout`) is written in place.
/// - A file the process may not write (mode 0444) is refused, as `>`
///   refuses it.
///
/// ```swift
/// try AtomicFile.check(url)    // before the work: refuses what write would refuse
/// try AtomicFile.write(Data(report.utf8), to: url)
/// ```
///
/// A SIGINT or SIGTERM that arrives while the temporary file exists
/// removes it before the process ends (``TemporaryFileCleanup``).
package enum AtomicFile {
  /// Writes `data` to the file at `url`, as the type's discussion says.
  ///
  /// On any failure the temporary file is removed and a replaced file is
  /// left as it was (a file written in place may hold part of `data`).
  ///
  /// - Throws: ``AtomicFileError`` when the folder does not exist, is not
  ///   writable for a new file, the path is a folder, the file is
  ///   read-only, or writing or renaming fails.
  package static func write(_ data: Data, to url: URL) throws(AtomicFileError) {
    let target = try resolvingLinks(url)
    let folder = folderPath(of: target.path)
    var status = stat()
    guard lstat(target.path, &status) == 0 else {
      try checkFolder(folder, for: url)
      return try replace(target, with: data, shownAs: url, keeping: nil)
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw AtomicFileError(path: url.path, reason: .isFolder)
    default: return try writeInPlace(data, to: target, shownAs: url, truncating: false)
    }
    guard access(target.path, W_OK) == 0 else { throw AtomicFileError(path: url.path, reason: .readOnly) }
    if status.st_nlink > 1 || access(folder, W_OK) != 0 {
      return try writeInPlace(data, to: target, shownAs: url, truncating: true)
    }
    try replace(target, with: data, shownAs: url, keeping: status)
  }

  /// Fails when ``write(_:to:)`` would refuse `url` for what is at the path
  /// now: a folder, a read-only file, a missing or unwritable folder for a
  /// new file, or a name longer than the folder's file system allows.
  /// Commands call it before any work.
  package static func check(_ url: URL) throws(AtomicFileError) {
    let target = try resolvingLinks(url)
    let folder = folderPath(of: target.path)
    var status = stat()
    if lstat(target.path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR: throw AtomicFileError(path: url.path, reason: .isFolder)
      case S_IFREG:
        guard access(target.path, W_OK) == 0 else { throw AtomicFileError(path: url.path, reason: .readOnly) }
      default: break
      }
      return
    }
    try checkFolder(folder, for: url)
    let limit = pathconf(folder, Int32(_PC_NAME_MAX))
    let longest = limit > 0 ? Int(limit) : 255
    if target.lastPathComponent.utf8.count > longest {
      throw AtomicFileError(path: url.path, reason: .nameTooLong(longest))
    }
  }

  /// The folder of `path` as the system call sees it: `.` for a bare name.
  static func folderPath(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func checkFolder(_ folder: String, for url: URL) throws(AtomicFileError) {
    var status = stat()
    guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw AtomicFileError(path: url.path, reason: .folderMissing(folder))
    }
    guard access(folder, W_OK) == 0 else {
      throw AtomicFileError(path: url.path, reason: .folderNotWritable(folder))
    }
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

  /// Writes `data` into the file, FIFO or device at `target` as it is,
  /// cutting a plain file to the new length after the write.
  static func writeInPlace(
    _ data: Data, to target: URL, shownAs url: URL, truncating: Bool
  ) throws(AtomicFileError) {
    let descriptor = open(target.path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(url) }
    defer { close(descriptor) }
    try writeAll(data, to: descriptor, shownAs: url)
    if truncating {
      guard ftruncate(descriptor, off_t(data.count)) == 0, fsync(descriptor) == 0 else { throw failure(url) }
    }
  }

  /// Writes `data` to a temporary file beside `target` and renames it over
  /// it, giving the new file the mode and owner of `kept` (the file it
  /// replaces). Where the owner cannot be kept, writes in place instead.
  static func replace(
    _ target: URL, with data: Data, shownAs url: URL, keeping kept: stat?
  ) throws(AtomicFileError) {
    let folder = folderPath(of: target.path)
    let temporary = folder + "/" + temporaryName(for: target.lastPathComponent, in: folder)
    TemporaryFileCleanup.begin(temporary)
    defer { TemporaryFileCleanup.end() }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw failure(url) }
    do throws(AtomicFileError) {
      defer { close(descriptor) }
      if let kept, !(try keep(kept, on: descriptor, shownAs: url)) {
        unlink(temporary)
        return try writeInPlace(data, to: target, shownAs: url, truncating: true)
      }
      try writeAll(data, to: descriptor, shownAs: url)
      guard fsync(descriptor) == 0 else { throw failure(url) }
    } catch {
      unlink(temporary)
      throw error
    }
    TemporaryFileCleanup.holdForTests()
    guard rename(temporary, target.path) == 0 else {
      let error = failure(url)
      unlink(temporary)
      throw error
    }
  }

  /// Gives the open temporary file the owner, group and mode of `kept`;
  /// `false` when the process may not give it that owner or group.
  static func keep(_ kept: stat, on descriptor: Int32, shownAs url: URL) throws(AtomicFileError) -> Bool {
    var made = stat()
    guard fstat(descriptor, &made) == 0 else { throw failure(url) }
    if made.st_uid != kept.st_uid || made.st_gid != kept.st_gid {
      guard fchown(descriptor, kept.st_uid, kept.st_gid) == 0 else { return false }
    }
    guard fchmod(descriptor, kept.st_mode & 0o777) == 0 else { throw failure(url) }
    return true
  }

  /// `.<name>.<random>.tmp`, the name cut so the whole fits the folder's
  /// limit: any name the file system accepts can be written.
  static func temporaryName(for name: String, in folder: String) -> String {
    let limit = pathconf(folder, Int32(_PC_NAME_MAX))
    let longest = limit > 0 ? Int(limit) : 255
    let suffix = "." + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".tmp"
    var kept = Substring(name)
    while 1 + kept.utf8.count + suffix.utf8.count > longest { kept = kept.dropLast() }
    return "." + kept + suffix
  }

  static func writeAll(_ data: Data, to descriptor: Int32, shownAs url: URL) throws(AtomicFileError) {
    let failed: Bool = data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return false }
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return true
        }
        offset += written
      }
      return false
    }
    if failed { throw failure(url) }
  }

  /// write(2), named apart from ``write(_:to:)``.
  static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }

  /// The system's words for the last failure.
  static func failure(_ url: URL) -> AtomicFileError {
    AtomicFileError(path: url.path, reason: .writeFailed(String(cString: strerror(errno))))
  }
}
