import Foundation

/// A path that ``LineCountReport`` could not count, and why. The report's
/// figures leave it out, so a report with skipped paths is incomplete.
///
/// ```swift
/// let report = try LineCountReport(counting: [URL(fileURLWithPath: "Sources")], relativeTo: root)
/// for skipped in report.skipped { print(skipped) }  // Sources/Secret.swift: permission denied
/// ```
public struct SkippedPath: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// Why a path was not counted.
  ///
  /// ```swift
  /// skipped.reason == .notARegularFile  // a FIFO, a device or a socket
  /// ```
  public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
    /// The file or folder may not be read by this user.
    case permissionDenied = "permission denied"
    /// A FIFO, a device or a socket named `*.swift`, or named directly: it
    /// is never opened, as opening a FIFO waits for a writer.
    case notARegularFile = "not a regular file"
    /// A symbolic link named `*.swift` whose target does not exist.
    case brokenSymbolicLink = "broken symbolic link"
    /// Any other error while reading the file or listing the folder.
    case unreadable = "cannot be read"
    /// A file named directly whose extension is no counted language's
    /// (`notes.txt`, a binary): counting it as Swift would make up lines.
    case notSourceCode = "not a Swift, Kotlin or Java file"
    /// A path longer than the system allows (PATH_MAX): a tree too deep to
    /// name its files.
    case pathTooLong = "path too long"
    /// A file or folder whose name is not valid UTF-8, shown with its
    /// undecodable bytes as `\xFF`.
    case nameNotUTF8 = "name is not valid UTF-8"
    /// A file named as source code that holds NUL bytes in its first block
    /// (an executable renamed), as git and cloc tell binary from text.
    case binary = "binary file (NUL bytes)"
    /// A file named as source code that is a Git LFS pointer (its text
    /// starts `version https://git-lfs.github.com/spec/v1`): the code it
    /// stands for was never fetched, and the pointer's lines are not code.
    case gitLFSPointer = "Git LFS pointer, not code"
    /// A symbolic link whose target is outside the tree being measured (a
    /// link to `/`, to `../..`, to a private file): a study never follows
    /// one, since a repository's links are not the user's.
    case linkOutOfTree = "symbolic link out of the tree, not followed"
  }

  /// The path as the report shows its files: relative to the report's root.
  public var path: String
  /// Why it was skipped.
  public var reason: Reason

  /// Creates an entry.
  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// `"Sources/Pipe.swift: not a regular file"`.
  public var description: String { "\(path): \(reason.rawValue)" }
}

extension SkippedPath: LocalizedError {
  /// `"cannot count Sources/Pipe.swift: not a regular file"`.
  public var errorDescription: String? { "cannot count \(description)" }
}
