#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What a path is on disk, read with `stat` or `lstat`: never by opening
/// it, since opening a FIFO waits for a writer.
struct FileStatus {
  enum Kind { case regular, folder, other }

  /// One file or folder, whatever path reaches it: device and inode.
  struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  var kind: Kind
  var identity: Identity

  /// Why a path could not be looked at.
  enum Failure: Error {
    /// Nothing there, or a link to nothing (or to a loop of links).
    case missing
    case permissionDenied
    /// The path is longer than PATH_MAX (or a name than NAME_MAX).
    case pathTooLong
    case other
  }

  /// Whether `path` is itself a symbolic link; `false` when it cannot be read.
  static func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK)
  }

  /// The status of `path`, or of what it links to.
  static func of(_ path: String) -> Result<FileStatus, Failure> {
    var info = stat()
    guard stat(path, &info) == 0 else {
      switch errno {
      case ENOENT, ENOTDIR, ELOOP: return .failure(.missing)
      case EACCES, EPERM: return .failure(.permissionDenied)
      case ENAMETOOLONG: return .failure(.pathTooLong)
      default: return .failure(.other)
      }
    }
    let type = info.st_mode & mode_t(S_IFMT)
    let kind: Kind = type == mode_t(S_IFREG) ? .regular : type == mode_t(S_IFDIR) ? .folder : .other
    let identity = Identity(
      device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    return .success(FileStatus(kind: kind, identity: identity))
  }
}
