/// Parses a command line against a ``CommandSpec`` tree.
///
/// Accepts `--opt value`, `--opt=value`, `-o value`, repeated options, flags
/// anywhere, `--` to end options, `-h`/`--help` at any level (help of the
/// deepest command named), `--version` at the top level, a subcommand name as
/// the first positional of a parent, and `help <command>…` as a spelling of
/// `<command>… --help`.
///
/// ```swift
/// switch try CommandLineParser(root: archlab).parse(Array(CommandLine.arguments.dropFirst())) {
/// case .help(let command, let path): print(HelpFormatter().help(for: command, path: path), terminator: "")
/// case .version(let version): print("archlab \(version)")
/// case .run(let parsed): try run(parsed)
/// }
/// ```
package struct CommandLineParser: Sendable {
  /// What the command line asks for.
  package enum Outcome: Sendable, Equatable {
    /// Run the command at `parsed.commandPath`.
    case run(ParsedArguments)
    /// Print the help of `command`, reached by `path` (`["archlab", "play"]`).
    case help(CommandSpec, path: [String])
    /// Print the top-level command's version.
    case version(String)
  }

  /// The top-level command.
  package let root: CommandSpec

  /// Creates a parser for the command tree under `root`.
  package init(root: CommandSpec) {
    self.root = root
  }

  /// Parses `arguments`, which exclude the program name.
  ///
  /// A parent given no subcommand runs its ``CommandSpec/defaultSubcommand``
  /// when it has one, and otherwise asks for its help.
  ///
  /// - Throws: a ``CommandLineError`` naming the first mistake. When help
  ///   is asked for too, help wins over every mistake but an unknown command.
  package func parse(_ arguments: [String]) throws(CommandLineError) -> Outcome {
    if arguments.first == "help", !root.subcommands.isEmpty, root.subcommand(named: "help") == nil {
      return try helpCommand(Array(arguments.dropFirst()))
    }
    let wantsHelp = arguments.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
    var walk = ArgumentWalk(root: root)
    do {
      try walk.read(arguments)
    } catch {
      if case .unknownCommand = error { throw error }
      if wantsHelp { return .help(walk.command, path: walk.path) }
      throw error
    }
    if walk.helpRequested { return .help(walk.command, path: walk.path) }
    if walk.versionRequested, let version = root.version { return .version(version) }
    if !walk.command.subcommands.isEmpty {
      guard let name = walk.command.defaultSubcommand, let sub = walk.command.subcommand(named: name) else {
        return .help(walk.command, path: walk.path)
      }
      walk.enter(sub)
    }
    return .run(try walk.result())
  }

  /// `help compare play`: the help of the command those names reach.
  private func helpCommand(_ names: [String]) throws(CommandLineError) -> Outcome {
    var command = root
    var path = [root.name]
    for name in names where !name.hasPrefix("-") {
      guard !command.subcommands.isEmpty else {
        throw .unexpectedArgument(name, command: command.name)
      }
      guard let sub = command.subcommand(named: name) else {
        throw .unknownCommand(name, suggestion: nearest(name, in: command.subcommands.map(\.name)))
      }
      command = sub
      path.append(sub.name)
    }
    return .help(command, path: path)
  }
}
