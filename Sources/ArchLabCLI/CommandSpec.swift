/// What a command accepts and how its help reads: the declarative input of
/// ``CommandLineParser`` and ``HelpFormatter``.
///
/// A parent command lists subcommands; a leaf lists options, flags and
/// positionals, each the spec of a typed key (``Option``, ``Flag``,
/// ``Positional``) the command reads its value with, so nothing is
/// declared in one place and read by name in another. `-h`/`--help` is
/// implicit at every level, and `--version` at the top when ``version`` is
/// set.
///
/// ```swift
/// static let format: Option<Format> = .choice("format", short: "f", help: "The output format.", default: .text)
/// static let quick = Flag("quick", help: "Run fewer iterations.")
/// static let feature: Positional<String> = .one("feature", help: "The feature to compare.")
///
/// let compare = CommandSpec(
///   name: "compare",
///   abstract: "Compare the architectures of one feature side by side.",
///   examples: ["archlab compare feed --format markdown"],
///   options: [format.spec], flags: [quick.spec], positionals: [feature.spec])
/// let archlab = CommandSpec(
///   name: "archlab", abstract: "Compare UI architectures, headless.",
///   version: "1.0.0", subcommands: [compare])
/// ```
package struct CommandSpec: Sendable, Equatable {
  /// The name typed on the command line: `compare`.
  package var name: String
  /// One line saying what the command does; the OVERVIEW of its help and its
  /// line in the parent's SUBCOMMANDS.
  package var abstract: String
  /// Paragraphs (separated by a blank line) shown under the overview.
  package var discussion: String
  /// Whole command lines shown under EXAMPLES.
  package var examples: [String]
  /// Options that take a value.
  package var options: [OptionSpec]
  /// Flags that take no value.
  package var flags: [FlagSpec]
  /// Positional arguments, in order.
  package var positionals: [PositionalSpec]
  /// Subcommands; the first positional of a parent names one.
  package var subcommands: [CommandSpec]
  /// The subcommand run when a parent is given no arguments at all.
  package var defaultSubcommand: String?
  /// The version printed by `--version`; only the top-level command's counts.
  package var version: String?

  /// Creates a command; everything but the name and abstract is optional.
  package init(
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
  package func subcommand(named name: String) -> CommandSpec? {
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
