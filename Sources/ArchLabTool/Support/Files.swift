import ArchLabCLI
import Foundation

/// Reading and writing the files a command is given.
enum Files {
  /// Fails now, before any work, if `path` cannot be written: a folder, a
  /// read-only file, a name too long for the file system, or a new file in
  /// a folder that does not exist or may not be written. `-` is standard
  /// output and always passes.
  static func checkWritable(_ path: String) throws(CommandFailure) {
    guard !path.isEmpty else { throw .usage("--output needs a file name") }
    guard path != standardOutput else { return }
    let name = name(of: path)
    if path.hasSuffix("/") { throw .usage("cannot write \(path): it is a folder; give a file name") }
    if name.utf8.count > 255 { throw nameTooLong(name, limit: 255) }
    if path.utf8.count > 4_095 {
      throw .usage("cannot write \(String(path.prefix(40)))…: the path is longer than 4,095 bytes")
    }
    do {
      try AtomicFile.check(URL(fileURLWithPath: path))
    } catch {
      throw failure(error, path: path, name: name)
    }
  }

  /// `--output -`: standard output, as in most tools.
  static let standardOutput = "-"

  /// The last component of `path` (NSString's `lastPathComponent` traps on
  /// a one-character name on Linux).
  static func name(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The folder of `path` as the user typed it: `.` for a bare name.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func nameTooLong(_ name: String, limit: Int) -> CommandFailure {
    let shown = name.count > 16 ? String(name.prefix(10)) + "…" + String(name.suffix(3)) : name
    return .usage("cannot write \(shown): the file name is longer than \(limit) bytes")
  }

  /// An ``AtomicFileError`` in the user's words: the path as typed, not
  /// made absolute. What is wrong with the path is a usage error (2).
  static func failure(_ error: AtomicFileError, path: String, name: String) -> CommandFailure {
    let folder = folder(of: path)
    switch error.reason {
    case .folderMissing: return .usage("cannot write \(path): folder \(folder) does not exist")
    case .folderNotWritable: return .usage("cannot write \(path): folder \(folder) is not writable")
    case .isFolder: return .usage("cannot write \(path): it is a folder; give a file name")
    case .readOnly: return .usage("cannot write \(path): it is read-only")
    case .nameTooLong(let limit): return nameTooLong(name, limit: limit)
    case .writeFailed(let message): return .failed("cannot write \(path): \(message)")
    }
  }

  /// Where a command's text goes: to `path` when `--output` named one;
  /// else, for a page on a terminal, to the file `page` (markup helps no
  /// one on a screen; a file a browser opens does); else to standard output.
  static func deliver(
    _ text: String, to path: String?, page: String? = nil, output: some Output
  ) throws(CommandFailure) {
    if path == standardOutput {
      output.write(text)
    } else if let path {
      try write(text, to: path, output: output)
    } else if let page, output.isTerminal {
      try write(text, to: page, output: output)
      output.writeLine("Open \(page) in a browser. --output FILE writes elsewhere; piped, the page goes to stdout.")
    } else {
      output.write(text)
    }
  }

  /// Writes `text` to `path` through a temporary file: all or nothing.
  static func write(_ text: String, to path: String, output: some Output) throws(CommandFailure) {
    do {
      // As on standard output: no escape sequence reaches a file someone will `cat`.
      try AtomicFile.write(Data(text.escapingControlCharactersButLayout.utf8), to: URL(fileURLWithPath: path))
    } catch {
      throw failure(error, path: path, name: name(of: path))
    }
    output.writeError("wrote \(path)")
  }
}
