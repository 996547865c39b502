import Foundation

#if os(macOS) || os(Linux) || os(Windows)
  /// One running `git`: its standard output a pipe for the caller to read,
  /// its errors drained on a thread of their own (git blocks when either
  /// pipe fills, and reading one to its end first would wait forever).
  final class GitProcess {
    /// What git writes to its standard output.
    let output: FileHandle
    private let process = Process()
    private let errors: Drained

    /// Starts `git arguments…`, its standard input read from `input`
    /// (nothing when `nil`).
    init(_ arguments: [String], environment: [String: String] = [:], input: URL? = nil) throws {
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
      let outputPipe = Pipe()
      let errorPipe = Pipe()
      process.standardOutput = outputPipe
      process.standardError = errorPipe
      if let input {
        do {
          process.standardInput = try FileHandle(forReadingFrom: input)
        } catch {
          throw Git.Failure(description: "cannot read \(input.path) (\(error.localizedDescription))")
        }
      } else {
        process.standardInput = FileHandle.nullDevice
      }
      do {
        try process.run()
      } catch {
        throw Git.Failure(description: "git cannot be run (\(error.localizedDescription))")
      }
      output = outputPipe.fileHandleForReading
      errors = Drained(errorPipe.fileHandleForReading)
    }

    /// Waits for git to end; throws with git's own words when it failed.
    func finish() throws {
      process.waitUntilExit()
      let said = errors.wait()
      guard process.terminationStatus == 0 else {
        if process.terminationStatus == 127 { throw Git.Failure(description: "git is not installed") }
        let words = Git.reason(said: String(decoding: said, as: UTF8.self))
        throw Git.Failure(description: words ?? "git exited with \(process.terminationStatus)")
      }
    }

    /// Ends git early, when its reader gives up.
    func stop() {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
      _ = errors.wait()
    }
  }

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

    /// The pipe's bytes, once its writer closed it; a second call returns at once.
    func wait() -> Data {
      done.wait()
      done.signal()
      lock.lock()
      defer { lock.unlock() }
      return data
    }
  }
#endif
