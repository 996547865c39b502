import Foundation

/// Writes files whole or not at all: the data goes to a temporary file in
/// the same folder, which is then renamed over the destination. Readers see
/// the old file or the new one, never half of one.
///
/// ```swift
/// try AtomicFile.write(Data(report.utf8), to: URL(fileURLWithPath: "docs/results/compare.md"))
/// ```
public enum AtomicFile {
  /// Writes `data` to the file at `url`, replacing any file there.
  ///
  /// The replaced file's permissions are not kept: the new one gets the
  /// default mode for the process's umask. On any failure the temporary
  /// file is removed and the destination is left as it was.
  ///
  /// - Throws: ``AtomicFileError`` when the folder does not exist, is not
  ///   writable, or writing or renaming fails.
  public static func write(_ data: Data, to url: URL) throws(AtomicFileError) {
    let folder = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw AtomicFileError(path: url.path, reason: .folderMissing(folder.path))
    }
    guard access(folder.path, W_OK) == 0 else {
      throw AtomicFileError(path: url.path, reason: .folderNotWritable(folder.path))
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary, options: .withoutOverwriting)
      let handle = try FileHandle(forUpdating: temporary)
      defer { try? handle.close() }
      try handle.synchronize()
    } catch {
      unlink(temporary.path)
      throw AtomicFileError(path: url.path, reason: .writeFailed(error.localizedDescription))
    }
    guard rename(temporary.path, url.path) == 0 else {
      let message = String(cString: strerror(errno))
      unlink(temporary.path)
      throw AtomicFileError(path: url.path, reason: .writeFailed(message))
    }
  }
}
