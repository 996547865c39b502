import ArchCodebase
import ArchLabCLI
import ArchMetrics
import Foundation

/// Reading and writing the files a command is given.
enum Files {
  /// Fails now, before any work, if `path` cannot be written: a folder, a
  /// read-only file, a name too long for the file system, or a new file in
  /// a folder that does not exist or may not be written. `-` is standard
  /// output and always passes.
  ///
  /// `inputs` are the files and folders the command reads: an `--output`
  /// that is one of them, or a source file inside a folder it counts, is
  /// refused (it would replace what it reads). A name whose bytes were not
  /// UTF-8 arrives with U+FFFD in their place and would write another file:
  /// refused too.
  static func checkWritable(_ path: String, inputs: [String] = []) throws(CommandFailure) {
    guard !path.isEmpty else { throw .usage("--output needs a file name") }
    guard path != standardOutput else { return }
    if path.unicodeScalars.contains("\u{FFFD}") {
      throw .usage("cannot write \(path): the name's bytes are not UTF-8, so it cannot be written as given")
    }
    if let input = replacedInput(path, inputs: inputs) {
      throw .usage("cannot write \(path): it is \(input), which this command reads; give another file name")
    }
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

  /// What of `inputs` writing `path` would replace: the input itself, or a
  /// Swift, Kotlin or Java file inside an input folder; `nil` for nothing.
  /// Paths are compared with links resolved, so `./s.txt` and a link to it
  /// are `s.txt`.
  static func replacedInput(_ path: String, inputs: [String]) -> String? {
    let target = canonical(path)
    for input in inputs where !input.isEmpty {
      let source = canonical(input)
      if source == target { return "the input \(input)" }
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder), isFolder.boolValue,
        target.hasPrefix(source.hasSuffix("/") ? source : source + "/"),
        FileManager.default.fileExists(atPath: target),
        SourceLanguage(pathExtension: URL(fileURLWithPath: target).pathExtension) != nil
      else { continue }
      return "a source file under \(input)"
    }
    return nil
  }

  /// `path` absolute, with links resolved (its folder's, where it does not exist yet).
  static func canonical(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    if FileManager.default.fileExists(atPath: url.path) { return url.resolvingSymlinksInPath().path }
    return url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent).path
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
