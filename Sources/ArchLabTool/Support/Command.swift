import ArchLabCLI

/// One `archlab` subcommand: its spec (help, options) and what it does.
protocol Command {
  /// What the parser reads and `--help` prints.
  static var spec: CommandSpec { get }
  /// Does the work; text for the user goes to `output`.
  static func run(_ arguments: ParsedArguments, output: some Output) throws(CommandFailure)
}

/// Why a command stopped: one line for stderr, and the exit code.
///
/// Mistakes in what the user typed or named (a feature, a file) exit with 2,
/// as usage errors do; failures while working exit with 1.
struct CommandFailure: Error, CustomStringConvertible {
  let description: String
  let exitCode: Int32

  /// A mistake in the user's input: exit code 2.
  static func usage(_ message: String) -> CommandFailure { CommandFailure(description: message, exitCode: 2) }
  /// A failure while working: exit code 1.
  static func failed(_ message: String) -> CommandFailure { CommandFailure(description: message, exitCode: 1) }
}

extension CommandFailure {
  init(_ error: CommandLineError) {
    self.init(description: error.description, exitCode: error.exitCode)
  }
}
