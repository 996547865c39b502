import ArchLabCLI

/// `archlab-bench`'s command line, read by the parser `archlab` uses: its
/// spec (``spec``), and what a command line asks for.
///
/// ```swift
/// switch try BenchCommand.parse(["--lifecycle-fuzz", "10", "--seed", "0x2a"]) {
/// case .help(let text): print(text, terminator: "")
/// case .run(.lifecycleFuzz(let fuzz)): print(fuzz.seed)  // 42
/// case .run(let mode): run(mode)
/// }
/// ```
package enum BenchCommand {
  /// What a command line asks for.
  package enum Outcome: Sendable, Equatable {
    /// Print this help text (it ends with a newline).
    case help(String)
    /// Run this mode.
    case run(BenchMode)
  }

  /// Parses `arguments`, which exclude the program name.
  ///
  /// - Throws: a ``CommandLineError`` naming the first mistake: an unknown
  ///   option (with the nearest name), a bad value, or modes that cannot
  ///   go together. Its exit code is 2, as for `archlab`.
  package static func parse(_ arguments: [String]) throws(CommandLineError) -> Outcome {
    switch try CommandLineParser(root: spec).parse(arguments) {
    case .help(let command, let path):
      return .help(HelpFormatter().help(for: command, path: path))
    case .version:
      // The spec declares no version, so the parser never answers this.
      return .help(HelpFormatter().help(for: spec, path: [spec.name]))
    case .run(let parsed):
      return .run(try BenchMode(parsed))
    }
  }
}
