import Foundation

/// Runs `git`, the one outside program a study needs.
enum Git {
  /// Why a git command failed: its exit status and what it said.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// `git arguments…`'s standard output without its last line break;
  /// throws with git's own words when it fails.
  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
    #if os(macOS) || os(Linux) || os(Windows)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      // A transfer slower than 1 kB/s for a minute is given up, not waited on forever.
      process.arguments = ["git", "-c", "http.lowSpeedLimit=1000", "-c", "http.lowSpeedTime=60"] + arguments
      var variables = ProcessInfo.processInfo.environment
      // A repository of the user's own environment must not stand in for the one named.
      for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY"] {
        variables[name] = nil
      }
      // A URL that needs a password or a new host key fails at once instead
      // of waiting at a prompt nobody sees; large files stay pointers.
      variables["GIT_TERMINAL_PROMPT"] = "0"
      variables["GIT_SSH_COMMAND"] = variables["GIT_SSH_COMMAND"] ?? "ssh -o BatchMode=yes"
      variables["GIT_LFS_SKIP_SMUDGE"] = "1"
      variables.merge(environment) { $1 }
      process.environment = variables
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      process.standardInput = FileHandle.nullDevice
      do {
        try process.run()
      } catch {
        throw Failure(description: "git cannot be run (\(error.localizedDescription))")
      }
      // Both pipes drained at once (stderr on another thread): git blocks
      // when either fills, and reading one to its end first would wait forever.
      let said = Drained(errors.fileHandleForReading)
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let saidData = said.wait()
      guard process.terminationStatus == 0 else {
        if process.terminationStatus == 127 { throw Failure(description: "git is not installed") }
        let words = reason(said: String(decoding: saidData, as: UTF8.self))
        throw Failure(description: words ?? "git exited with \(process.terminationStatus)")
      }
      var text = String(decoding: data, as: UTF8.self)
      if text.hasSuffix("\n") { text.removeLast() }
      return text
    #else
      throw Failure(description: "this platform cannot run git")
    #endif
  }

  /// The line of git's stderr that says what failed (its first `fatal:` or
  /// `error:` line) and the line before it, which often says why (`ssh:
  /// Could not resolve hostname …`); not the advice that follows.
  static func reason(said text: String) -> String? {
    let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    guard let index = lines.firstIndex(where: { $0.hasPrefix("fatal:") || $0.hasPrefix("error:") }) else {
      return lines.last
    }
    return lines[max(0, index - 1)...index].joined(separator: "; ")
  }

  /// A failure's words, whatever threw it.
  static func reason(_ error: any Error) -> String {
    if let failure = error as? Failure { return failure.description }
    return (error as NSError).localizedDescription
  }
}

#if os(macOS) || os(Linux) || os(Windows)
  /// A pipe read to its end on a thread of its own.
  private final class Drained: @unchecked Sendable {
    // `lock` guards `data`; `done` says the reading thread has written it.
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
      Thread.detachNewThread { [self] in
        let read = handle.readDataToEndOfFile()
        lock.lock()
        data = read
        lock.unlock()
        done.signal()
      }
    }

    func wait() -> Data {
      done.wait()
      lock.lock()
      defer { lock.unlock() }
      return data
    }
  }
#endif
