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
      process.arguments = ["git"] + arguments
      var variables = ProcessInfo.processInfo.environment
      // A URL that needs a password fails at once instead of waiting at a prompt.
      variables["GIT_TERMINAL_PROMPT"] = "0"
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
      // Read both before waiting: a full pipe would stop git.
      let said = errors.fileHandleForReading.readDataToEndOfFile()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        let words = String(decoding: said, as: UTF8.self).split(separator: "\n").last.map(String.init)
        if process.terminationStatus == 127 { throw Failure(description: "git is not installed") }
        throw Failure(description: words ?? "git exited with \(process.terminationStatus)")
      }
      var text = String(decoding: data, as: UTF8.self)
      if text.hasSuffix("\n") { text.removeLast() }
      return text
    #else
      throw Failure(description: "this platform cannot run git")
    #endif
  }

  /// A failure's words, whatever threw it.
  static func reason(_ error: any Error) -> String {
    if let failure = error as? Failure { return failure.description }
    return (error as NSError).localizedDescription
  }
}
