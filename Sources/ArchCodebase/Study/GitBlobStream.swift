import Foundation

/// Blobs read from a repository's object store by one `git cat-file
/// --batch`, streamed: each is handed on as it arrives, so a tree of any
/// size is read in one process and never held in memory whole.
enum GitBlobStream {
  /// Calls `each` with the index in `objects` and the bytes of each blob,
  /// in order, or `nil` for one the repository does not have.
  ///
  /// `list` is a scratch file for the names git reads (a file, not a
  /// pipe: git writes while it reads, and a pipe both ways could wait on
  /// itself); it is removed after.
  ///
  /// - Throws: ``Git/Failure`` when git fails (a damaged object), or what
  ///   `each` throws.
  static func read(
    _ objects: [String], in repository: URL, list: URL, each: (Int, [UInt8]?) throws -> Void
  ) throws {
    guard !objects.isEmpty else { return }
    try Data(objects.map { $0 + "\n" }.joined().utf8).write(to: list)
    defer { try? FileManager.default.removeItem(at: list) }
    #if os(macOS) || os(Linux) || os(Windows)
      let git = try GitProcess(["--git-dir", repository.path, "cat-file", "--batch"], input: list)
      var reader = Reader(handle: git.output)
      var answered = 0
      do {
        for index in objects.indices {
          guard let header = try reader.line() else { break }
          // `OBJECT blob SIZE`, or `OBJECT missing` (and `ambiguous`, never for a full name).
          let fields = header.split(separator: UInt8(ascii: " "))
          if fields.count == 3, let size = Int(String(decoding: fields[2], as: UTF8.self)) {
            guard let bytes = try reader.bytes(size + 1) else { break }
            try each(index, Array(bytes.dropLast()))
          } else {
            try each(index, nil)
          }
          answered += 1
        }
      } catch {
        git.stop()
        throw error
      }
      try git.finish()
      // Git ended well but answered less than asked: what is left cannot be trusted.
      guard answered == objects.count else { throw Git.Failure(description: "git cat-file ended early") }
    #else
      throw Git.Failure(description: "this platform cannot run git")
    #endif
  }

  /// A pipe read in chunks, a line or a counted run of bytes at a time.
  private struct Reader {
    let handle: FileHandle
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    init(handle: FileHandle) { self.handle = handle }

    /// The next line, without its line break; `nil` at the end.
    mutating func line() throws -> ArraySlice<UInt8>? {
      // Bytes after `start` known to hold no line break, so a long line is searched once.
      var searched = 0
      while true {
        if let newline = buffer[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
          defer { start = newline + 1 }
          return buffer[start..<newline]
        }
        searched = buffer.count - start
        guard try fill() else { return nil }
      }
    }

    /// The next `count` bytes; `nil` when the pipe ends first.
    mutating func bytes(_ count: Int) throws -> ArraySlice<UInt8>? {
      while buffer.count - start < count {
        guard try fill() else { return nil }
      }
      defer { start += count }
      return buffer[start..<start + count]
    }

    /// Reads one more chunk, dropping what was consumed; `false` at the end.
    private mutating func fill() throws -> Bool {
      guard !ended else { return false }
      guard let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty else {
        ended = true
        return false
      }
      if start > 0 {
        buffer.removeFirst(start)
        start = 0
      }
      buffer.append(contentsOf: chunk)
      return true
    }
  }
}
