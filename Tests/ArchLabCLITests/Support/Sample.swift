import ArchLabCLI

/// A command tree in the shape the real `archlab` commands will take: a
/// parent with two subcommands, options with allowed values and defaults, a
/// repeatable option, a flag and positionals.
enum Sample {
  /// The formats `compare` writes.
  enum Format: String, CaseIterable, Sendable { case text, markdown, json, html }

  static let formats = Format.allCases.map(\.rawValue)

  // The keys of `compare`: its spec is made of theirs.
  static let format: Option<Format> = .choice("format", short: "f", help: "The output format.", default: .text)
  static let variant: Option<[String]> = .strings(
    "variant", help: "An architecture to include; all of them when none is given.")
  static let runs: Option<Int> = .integer(
    "runs", valueName: "count", help: "How many times to run each scenario.", in: 1...10, default: 3)
  static let quick = Flag("quick", short: "q", help: "Run each scenario once, without timings.")
  static let feature: Positional<String> = .one("feature", help: "The feature to compare: feed, login or search.")

  static let compare = CommandSpec(
    name: "compare",
    abstract: "Compare the architectures of one feature side by side.",
    discussion: """
      Runs every scenario of the feature under each architecture and prints one \
      table: lines of code, live objects at teardown, renders and timings.
      """,
    examples: [
      "archlab compare feed",
      "archlab compare login --format markdown --variant mvp --variant mvvm",
    ],
    options: [format.spec, variant.spec, runs.spec],
    flags: [quick.spec],
    positionals: [feature.spec])

  // The keys of `play`.
  static let stopAfterStep: Option<String?> = .string(
    "stop-after-step", valueName: "step", help: "Stop after this step and print the screen.")
  static let scenario: Positional<String> = .one("scenario", help: "The scenario to play.")
  static let steps: Positional<[String]> = .zeroOrMore("steps", help: "Steps to stop at.")

  static let play = CommandSpec(
    name: "play",
    abstract: "Play one scenario step by step.",
    options: [stopAfterStep.spec],
    positionals: [scenario.spec, steps.spec])

  static let root = CommandSpec(
    name: "archlab",
    abstract: "Compare UI architectures, headless.",
    version: "1.2.3",
    subcommands: [compare, play])

  /// Parses a command line written as one string, split on spaces.
  static func parse(_ line: String, root: CommandSpec = root) throws(CommandLineError) -> CommandLineParser.Outcome {
    try CommandLineParser(root: root).parse(line.split(separator: " ").map(String.init))
  }

  /// The arguments of a command line that must parse to a command to run.
  static func run(_ line: String, root: CommandSpec = root) throws -> ParsedArguments {
    guard case .run(let parsed) = try parse(line, root: root) else {
      throw NotRun(line: line)
    }
    return parsed
  }

  /// The one-line error a command line produces, or `nil` when it parses.
  static func error(_ line: String, root: CommandSpec = root) -> String? {
    do {
      _ = try parse(line, root: root)
      return nil
    } catch {
      return error.description
    }
  }

  struct NotRun: Error {
    var line: String
  }
}
