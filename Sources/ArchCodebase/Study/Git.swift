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
    var text = String(decoding: try data(arguments, environment: environment), as: UTF8.self)
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// `git arguments…`'s standard output as bytes (paths in it may not be
  /// UTF-8); throws with git's own words when it fails.
  static func data(_ arguments: [String], environment: [String: String] = [:]) throws -> Data {
    #if os(macOS) || os(Linux) || os(Windows)
      let git = try GitProcess(arguments, environment: environment)
      let data = git.output.readDataToEndOfFile()
      try git.finish()
      return data
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
