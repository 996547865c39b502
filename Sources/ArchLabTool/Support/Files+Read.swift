import ArchLabCLI
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Files {
  /// Why a file a command is given cannot be read.
  enum ReadProblem: Error, Equatable {
    /// Nothing there, or a link to nothing.
    case missing
    case folder
    /// A named pipe, a device or a socket: `kind` says which.
    case notRegular(kind: String)
    case permissionDenied
    /// Anything else, in the system's words.
    case failed(String)

    /// The problem after the path: `"is a folder, not a study file"`.
    func words(what: String) -> String {
      switch self {
      case .missing: "cannot be read (no such file)"
      case .folder: "is a folder, not a \(what)"
      case .notRegular(let kind): "is not a regular file (a \(kind)); give a \(what)"
      case .permissionDenied: "cannot be read (permission denied)"
      case .failed(let reason): "cannot be read (\(reason))"
      }
    }
  }

  /// The contents of `path`, or a usage failure naming it.
  static func read(_ path: String, what: String) throws(CommandFailure) -> Data {
    switch contents(of: path) {
    case .success(let data): return data
    case .failure(.missing): throw .usage("no such \(what): \(path)")
    case .failure(.folder): throw .usage("\(path) is a folder, not a \(what)")
    case .failure(let problem): throw .usage("\(path) \(problem.words(what: what))")
    }
  }

  /// The bytes of the regular file at `path` (or the one it links to).
  /// What it is is asked first, with `stat`, and again of the open file:
  /// a named pipe is never waited on, a device never read to its end, a
  /// folder never taken for a file that could not be read.
  static func contents(of path: String) -> Result<Data, ReadProblem> {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(problem(errno)) }
    if let problem = problem(mode: info.st_mode) { return .failure(problem) }
    // Non-blocking: were the file swapped for a pipe since, opening it would wait for a writer.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(problem(errno)) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    guard fstat(descriptor, &info) == 0 else { return .failure(problem(errno)) }
    if let problem = problem(mode: info.st_mode) { return .failure(problem) }
    do {
      return .success(try handle.readToEnd() ?? Data())
    } catch {
      return .failure(.failed((error as NSError).localizedDescription))
    }
  }

  /// What is wrong with a file of `mode`, or `nil` for a regular file.
  private static func problem(mode: mode_t) -> ReadProblem? {
    switch mode & mode_t(S_IFMT) {
    case mode_t(S_IFREG): nil
    case mode_t(S_IFDIR): .folder
    case mode_t(S_IFIFO): .notRegular(kind: "named pipe")
    case mode_t(S_IFCHR): .notRegular(kind: "character device")
    case mode_t(S_IFBLK): .notRegular(kind: "block device")
    case mode_t(S_IFSOCK): .notRegular(kind: "socket")
    default: .notRegular(kind: "special file")
    }
  }

  private static func problem(_ code: Int32) -> ReadProblem {
    switch code {
    case ENOENT, ENOTDIR, ELOOP: .missing
    case EACCES, EPERM: .permissionDenied
    case EISDIR: .folder
    default: .failed(String(cString: strerror(code)))
    }
  }
}
