import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A folder a checkout writes into by byte paths (a repository's names
/// need not be UTF-8), never through a link: every folder on the way is
/// made here or checked to be a plain folder, and no file replaces one
/// already there, so a hostile tree cannot make it write elsewhere.
struct CheckoutFolder {
  /// The folder's own path, as bytes.
  private let root: [UInt8]
  /// Folders known to be plain folders of this checkout, by path.
  private var folders: Set<[UInt8]> = [[]]

  /// The folder at `url`, which exists.
  init(_ url: URL) { root = Array(url.path.utf8) }

  /// Writes `contents` to a new file at `path` (relative); returns why it
  /// could not when the tree's own names are to blame (a name too long, a
  /// file where a folder should be), and throws on any other failure (a
  /// full disk).
  mutating func makeFile(_ path: [UInt8], _ contents: [UInt8]) throws -> SkippedPath.Reason? {
    if let reason = try makeFolders(above: path) { return reason }
    // O_EXCL: never opens what is there already, a link least of all.
    let file = open(cString(path), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
    guard file >= 0 else { return try reason(errno) }
    defer { close(file) }
    var written = 0
    while written < contents.count {
      let count = contents[written...].withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
      guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      written += count
    }
    return nil
  }

  /// Makes a symbolic link at `path` (relative) to `target`, as given.
  mutating func makeLink(_ path: [UInt8], to target: [UInt8]) throws -> SkippedPath.Reason? {
    if let reason = try makeFolders(above: path) { return reason }
    let made = symlink((target + [0]).map { CChar(bitPattern: $0) }, cString(path))
    return made == 0 ? nil : try reason(errno)
  }

  /// Makes each folder above `path` that is not there yet.
  private mutating func makeFolders(above path: [UInt8]) throws -> SkippedPath.Reason? {
    let names = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropLast()
    var folder: [UInt8] = []
    for name in names {
      folder += folder.isEmpty ? Array(name) : [UInt8(ascii: "/")] + name
      if folders.contains(folder) { continue }
      if mkdir(cString(folder), 0o755) != 0 {
        guard errno == EEXIST else { return try reason(errno) }
        // There already: only a plain folder (never a link to one) is written into.
        var info = stat()
        guard lstat(cString(folder), &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) else {
          return .unreadable
        }
      }
      folders.insert(folder)
    }
    return nil
  }

  /// The reason to give for `code` when the tree's names are to blame;
  /// throws it otherwise.
  private func reason(_ code: Int32) throws -> SkippedPath.Reason {
    switch code {
    case ENAMETOOLONG: return .pathTooLong
    // Two entries of one name (a folder and a file, or names equal but for case).
    case EEXIST, ENOTDIR, EISDIR, ELOOP: return .unreadable
    default: throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }
  }

  /// `path` below the folder, NUL-ended, for the C calls.
  private func cString(_ path: [UInt8]) -> [CChar] {
    (root + [UInt8(ascii: "/")] + path + [0]).map { CChar(bitPattern: $0) }
  }
}
