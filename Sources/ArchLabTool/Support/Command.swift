import ArchLabCLI

/// One `archlab` subcommand: its spec (help, options), its options typed,
/// and what it does with them.
protocol Command {
  /// The command's options, read once from the command line and checked
  /// before ``run(_:output:)`` starts; its keys make the spec's options.
  associatedtype Options: CommandOptions
  /// What the parser reads and `--help` prints.
  static var spec: CommandSpec { get }
  /// Does the work; text for the user goes to `output`.
  static func run(_ options: Options, output: some Output) throws(CommandFailure)
}

/// What a command's options read from the command line: every value
/// typed, every range, seed, format and width checked, so a mistake on
/// the command line stops the command before it reads a file.
protocol CommandOptions {
  /// Reads and checks every option, flag and positional of the command.
  ///
  /// - Throws: a usage error (exit 2) naming the first mistake.
  init(_ parsed: ParsedArguments) throws(CommandLineError)
}

extension Command {
  /// Reads the options from `parsed`, then runs.
  static func run(parsed: ParsedArguments, output: some Output) throws(CommandFailure) {
    let options: Options
    do {
      options = try Options(parsed)
    } catch {
      throw CommandFailure(error)
    }
    try run(options, output: output)
  }
}

/// Why a command stopped: one line for stderr, the lines under it, if any,
/// and the exit code.
///
/// Mistakes in what the user typed or named (a feature, a file) exit with 2,
/// as usage errors do; failures while working exit with 1. Each line is
/// written to stderr on its own, its control characters escaped: a line
/// break inside a name read from a file stays on its line, `\u{0A}`, and the
/// tool's own breaks between the lines stay breaks.
struct CommandFailure: Error, CustomStringConvertible {
  /// The first line.
  let message: String
  let exitCode: Int32
  /// The lines under the first (a list of failed rows).
  var details: [String] = []

  init(description: String, exitCode: Int32, details: [String] = []) {
    message = description
    self.exitCode = exitCode
    self.details = details
  }

  /// Every line, joined by line breaks.
  var description: String { ([message] + details).joined(separator: "\n") }

  /// A mistake in the user's input: exit code 2.
  static func usage(_ message: String) -> CommandFailure { CommandFailure(description: message, exitCode: 2) }
  /// A failure while working, with the lines under it: exit code 1.
  static func failed(_ message: String, details: [String] = []) -> CommandFailure {
    CommandFailure(description: message, exitCode: 1, details: details)
  }
}

extension CommandFailure {
  init(_ error: CommandLineError) {
    self.init(description: error.description, exitCode: error.exitCode)
  }
}
