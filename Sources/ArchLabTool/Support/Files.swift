import ArchLabCLI
import Foundation

/// Reading and writing the files a command is given.
enum Files {
  /// The contents of `path`, or a usage failure naming it.
  static func read(_ path: String, what: String) throws(CommandFailure) -> Data {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw .usage("no such \(what): \(path)")
    }
    guard !isFolder.boolValue else { throw .usage("\(path) is a folder, not a \(what)") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .usage("cannot read \(what) \(path)")
    }
    return data
  }

  /// Fails now, before any work, if `path` cannot be written: a folder, or
  /// a file in a folder that does not exist.
  static func checkWritable(_ path: String) throws(CommandFailure) {
    guard !path.isEmpty else { throw .usage("--output needs a file name") }
    let name = (path as NSString).lastPathComponent
    if path.hasSuffix("/") { throw .usage("cannot write \(path): it is a folder; give a file name") }
    if name.utf8.count > 255 {
      let shown = name.count > 16 ? String(name.prefix(10)) + "…" + String(name.suffix(3)) : name
      throw .usage("cannot write \(shown): the file name is longer than 255 bytes")
    }
    if path.utf8.count > 4_095 {
      throw .usage("cannot write \(String(path.prefix(40)))…: the path is longer than 4,095 bytes")
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw .usage("cannot write \(path): it is a folder; give a file name")
    }
    let folder = (path as NSString).deletingLastPathComponent
    let shown = folder.isEmpty ? "." : folder
    guard FileManager.default.fileExists(atPath: shown, isDirectory: &isFolder), isFolder.boolValue else {
      throw .usage("cannot write \(path): folder \(shown) does not exist")
    }
  }

  /// Where a command's text goes: to `path` when `--output` named one;
  /// else, for a page on a terminal, to the file `page` (markup helps no
  /// one on a screen; a file a browser opens does); else to standard output.
  static func deliver(
    _ text: String, to path: String?, page: String? = nil, output: some Output
  ) throws(CommandFailure) {
    if let path {
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
      try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: path))
    } catch {
      // Named as the user typed it, not as an absolute path.
      let folder = (path as NSString).deletingLastPathComponent
      let shown = folder.isEmpty ? "." : folder
      switch error.reason {
      case .folderMissing: throw .usage("cannot write \(path): folder \(shown) does not exist")
      case .folderNotWritable: throw .usage("cannot write \(path): folder \(shown) is not writable")
      case .writeFailed(let message): throw .failed("cannot write \(path): \(message)")
      }
    }
    output.writeError("wrote \(path)")
  }
}
