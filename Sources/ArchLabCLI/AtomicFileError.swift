/// Why ``AtomicFile/write(_:to:)`` could not write a file, in one line.
///
/// ```swift
/// // cannot write '/tmp/missing/report.md': folder '/tmp/missing' does not exist
/// ```
package struct AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  package enum Reason: Sendable, Equatable {
    /// The destination's folder does not exist (or is not a folder).
    case folderMissing(String)
    /// The destination's folder exists but the process may not write in it.
    case folderNotWritable(String)
    /// The path is a folder.
    case isFolder
    /// The file exists and the process may not write it (mode 0444), as a
    /// shell's `>` would find.
    case readOnly
    /// The file's name is longer than its folder's file system allows (the
    /// limit, in bytes).
    case nameTooLong(Int)
    /// Writing the temporary file or renaming it failed, with the system's words.
    case writeFailed(String)
  }

  /// The destination path.
  package let path: String
  /// What went wrong.
  package let reason: Reason

  /// Creates an error for the destination `path`.
  package init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// The process exit status for this error: 1, a failure rather than misuse.
  package var exitCode: Int32 { 1 }

  /// `cannot write '<path>': <reason>`.
  package var description: String {
    switch reason {
    case .folderMissing(let folder):
      return "cannot write '\(path)': folder '\(folder)' does not exist"
    case .folderNotWritable(let folder):
      return "cannot write '\(path)': folder '\(folder)' is not writable"
    case .isFolder:
      return "cannot write '\(path)': it is a folder"
    case .readOnly:
      return "cannot write '\(path)': it is read-only"
    case .nameTooLong(let limit):
      return "cannot write '\(path)': the file name is longer than \(limit) bytes"
    case .writeFailed(let message):
      return "cannot write '\(path)': \(message)"
    }
  }
}
