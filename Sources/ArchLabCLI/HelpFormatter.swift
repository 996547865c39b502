/// Renders a command's help in the layout of Swift command-line tools:
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS and EXAMPLES, two
/// aligned columns wrapped to ``width``.
///
/// The output depends only on the spec, so it can be compared with a
/// snapshot:
///
/// ```text
/// OVERVIEW: Compare the architectures of one feature side by side.
///
/// USAGE: archlab compare [--format <format>] [--quick] <feature>
///
/// ARGUMENTS:
///   <feature>               The feature to compare.
///
/// OPTIONS:
///   -f, --format <format>   The output format. (values: text, markdown, json;
///                           default: text)
/// ```
package struct HelpFormatter: Sendable {
  /// The column at which lines are wrapped.
  package var width: Int

  /// Creates a formatter that wraps at `width` columns (80 by default).
  package init(width: Int = 80) {
    self.width = width
  }

  /// The help of `command`, reached from the top by `path`
  /// (`["archlab", "compare"]`), ending with a newline.
  package func help(for command: CommandSpec, path: [String]) -> String {
    let isRoot = path.count <= 1
    var sections: [String] = []
    var overview = wrap("OVERVIEW: " + command.abstract, indent: 0)
    for paragraph in command.discussion.split(separator: "\n\n") where !paragraph.isEmpty {
      overview += "\n\n" + wrap(String(paragraph), indent: 0)
    }
    sections.append(overview)
    sections.append(wrapUnits(usageUnits(for: command, path: path), prefix: "USAGE: "))
    if !command.positionals.isEmpty {
      sections.append(section("ARGUMENTS", command.positionals.map { (label(for: $0), $0.help) }))
    }
    sections.append(section("OPTIONS", optionRows(for: command, isRoot: isRoot)))
    if !command.subcommands.isEmpty {
      sections.append(section("SUBCOMMANDS", command.subcommands.map { sub in
        (sub.name + (sub.name == command.defaultSubcommand ? " (default)" : ""), sub.abstract)
      }))
    }
    if !command.examples.isEmpty {
      sections.append((["EXAMPLES:"] + command.examples.map(example)).joined(separator: "\n"))
    }
    if !command.subcommands.isEmpty {
      let names = ([path.first ?? command.name, "help"] + path.dropFirst() + ["<subcommand>"])
      sections.append("See '\(names.joined(separator: " "))' for detailed help.")
    }
    return sections.joined(separator: "\n\n") + "\n"
  }

  /// The pieces of the USAGE line, each kept whole when wrapping.
  func usageUnits(for command: CommandSpec, path: [String]) -> [String] {
    var units = [path.isEmpty ? command.name : path.joined(separator: " ")]
    for option in command.options {
      units.append("[\(option.longLabel) <\(option.valueName)>\(option.isRepeatable ? " ..." : "")]")
    }
    units += command.flags.map { "[\($0.longLabel)]" }
    if !command.subcommands.isEmpty {
      units.append("<subcommand>")
    }
    for positional in command.positionals {
      switch positional.arity {
      case .one: units.append("<\(positional.name)>")
      case .optional: units.append("[<\(positional.name)>]")
      case .zeroOrMore: units.append("[<\(positional.name)> ...]")
      case .oneOrMore: units.append("<\(positional.name)> ...")
      }
    }
    return units
  }

  private func label(for positional: PositionalSpec) -> String {
    "<\(positional.name)>" + (positional.isRepeated ? " ..." : "")
  }

  private func optionRows(for command: CommandSpec, isRoot: Bool) -> [(String, String)] {
    var rows: [(String, String)] = []
    for option in command.options {
      let names = (option.short.map { "-\($0), " } ?? "") + option.longLabel
      var notes: [String] = []
      if option.isRepeatable { notes.append("repeatable") }
      if !option.allowedValues.isEmpty {
        notes.append("values: " + option.allowedValues.joined(separator: ", "))
      }
      if let value = option.defaultValue { notes.append("default: \(value)") }
      let help = notes.isEmpty ? option.help : "\(option.help) (\(notes.joined(separator: "; ")))"
      rows.append(("\(names) <\(option.valueName)>", help))
    }
    for flag in command.flags {
      rows.append(((flag.short.map { "-\($0), " } ?? "") + flag.longLabel, flag.help))
    }
    if isRoot, command.version != nil { rows.append(("--version", "Show the version.")) }
    rows.append(("-h, --help", "Show help information."))
    return rows
  }
}
