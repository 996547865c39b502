/// What a command accepts and how its help reads: the declarative input of
/// ``CommandLineParser`` and ``HelpFormatter``.
///
/// A parent command lists subcommands; a leaf lists options, flags and
/// positionals. `-h`/`--help` is implicit at every level, and `--version` at
/// the top when ``version`` is set.
///
/// ```swift
/// let compare = CommandSpec(
///   name: "compare",
///   abstract: "Compare the architectures of one feature side by side.",
///   examples: ["archlab compare feed --format markdown"],
///   options: [
///     OptionSpec("format", short: "f", help: "The output format.",
///                allowedValues: ["text", "markdown", "json"], defaultValue: "text"),
///   ],
///   flags: [FlagSpec("quick", help: "Run fewer iterations.")],
///   positionals: [PositionalSpec("feature", help: "The feature to compare.")])
/// let archlab = CommandSpec(
///   name: "archlab", abstract: "Compare UI architectures, headless.",
///   version: "1.0.0", subcommands: [compare])
/// ```
public struct CommandSpec: Sendable, Equatable {
  /// The name typed on the command line: `compare`.
  public var name: String
  /// One line saying what the command does; the OVERVIEW of its help and its
  /// line in the parent's SUBCOMMANDS.
  public var abstract: String
  /// Paragraphs (separated by a blank line) shown under the overview.
  public var discussion: String
  /// Whole command lines shown under EXAMPLES.
  public var examples: [String]
  /// Options that take a value.
  public var options: [OptionSpec]
  /// Flags that take no value.
  public var flags: [FlagSpec]
  /// Positional arguments, in order.
  public var positionals: [PositionalSpec]
  /// Subcommands; the first positional of a parent names one.
  public var subcommands: [CommandSpec]
  /// The subcommand run when a parent is given no arguments at all.
  public var defaultSubcommand: String?
  /// The version printed by `--version`; only the top-level command's counts.
  public var version: String?

  /// Creates a command; everything but the name and abstract is optional.
  public init(
    name: String, abstract: String, discussion: String = "", examples: [String] = [],
    version: String? = nil, options: [OptionSpec] = [], flags: [FlagSpec] = [],
    positionals: [PositionalSpec] = [], subcommands: [CommandSpec] = [],
    defaultSubcommand: String? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.examples = examples
    self.version = version
    self.options = options
    self.flags = flags
    self.positionals = positionals
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
  }

  /// The direct subcommand with this name, if any.
  public func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// The option named `name` (`format`, `--format` or `-f`), if declared.
  func option(named name: String) -> OptionSpec? {
    options.first { $0.longLabel == name || $0.name == name || $0.short.map { "-\($0)" } == name }
  }

  /// The flag named `name` (`quick`, `--quick` or `-q`), if declared.
  func flag(named name: String) -> FlagSpec? {
    flags.first { $0.longLabel == name || $0.name == name || $0.short.map { "-\($0)" } == name }
  }
}
