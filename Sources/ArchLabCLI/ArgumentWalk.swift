/// One left-to-right pass over the arguments: descends into subcommands,
/// collects options, flags and positionals, and records how deep it got so
/// that help can name the deepest command even after a mistake.
struct ArgumentWalk {
  private(set) var commands: [CommandSpec]
  private(set) var helpRequested = false
  private(set) var versionRequested = false
  private var optionValues: [String: [String]] = [:]
  private var givenFlags: Set<String> = []
  private var positionals: [String] = []

  init(root: CommandSpec) {
    commands = [root]
  }

  /// The deepest command named so far.
  var command: CommandSpec { commands[commands.count - 1] }
  /// The names from the top-level command down to ``command``.
  var path: [String] { commands.map(\.name) }

  /// Descends into a subcommand.
  mutating func enter(_ subcommand: CommandSpec) {
    commands.append(subcommand)
  }

  mutating func read(_ arguments: [String]) throws(CommandLineError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let token = arguments[index]
      index += 1
      if !optionsEnded, token == "--" {
        optionsEnded = true
      } else if !optionsEnded, Self.isOptionLike(token) {
        let next = index < arguments.count ? arguments[index] : nil
        if try readOption(token, next: next) { index += 1 }
      } else if !command.subcommands.isEmpty {
        guard let sub = command.subcommand(named: token) else {
          throw .unknownCommand(token, suggestion: nearest(token, in: command.subcommands.map(\.name)))
        }
        enter(sub)
      } else {
        positionals.append(token)
      }
    }
  }

  /// Reads one option-like token; returns whether it consumed `next` as its value.
  private mutating func readOption(_ token: String, next: String?) throws(CommandLineError) -> Bool {
    if token == "-h" || token == "--help" {
      helpRequested = true
      return false
    }
    if token == "--version", commands.count == 1, commands[0].version != nil {
      versionRequested = true
      return false
    }
    var label = token
    var inline: String?
    if token.hasPrefix("--"), let equals = token.firstIndex(of: "=") {
      label = String(token[..<equals])
      inline = String(token[token.index(after: equals)...])
    }
    if let spec = commands.reversed().lazy.compactMap({ $0.option(named: label) }).first {
      let value: String
      if let inline, !inline.isEmpty {
        value = inline
      } else if inline == nil, let next, !Self.isOptionLike(next) {
        value = next
      } else {
        throw .missingValue(option: label, allowedValues: spec.allowedValues)
      }
      try record(value, for: spec)
      return inline == nil
    }
    if let spec = commands.reversed().lazy.compactMap({ $0.flag(named: label) }).first {
      if inline != nil { throw .valueForFlag(flag: spec.longLabel) }
      givenFlags.insert(spec.name)
      return false
    }
    throw .unknownOption(label, command: command.name, suggestion: suggestion(for: label))
  }

  private mutating func record(_ value: String, for spec: OptionSpec) throws(CommandLineError) {
    if !spec.allowedValues.isEmpty, !spec.allowedValues.contains(value) {
      throw .valueNotAllowed(
        option: spec.name, value: value, allowedValues: spec.allowedValues,
        suggestion: nearest(value, in: spec.allowedValues))
    }
    if !spec.isRepeatable, let earlier = optionValues[spec.name] {
      throw .repeatedOption(option: spec.longLabel, values: earlier + [value])
    }
    optionValues[spec.name, default: []].append(value)
  }

  /// The nearest long label for a mistyped option; none for `-x`, since every
  /// short name is within two edits of every other.
  private func suggestion(for label: String) -> String? {
    guard label.count > 2 else { return nil }
    var labels = commands.flatMap { $0.options.map(\.longLabel) + $0.flags.map(\.longLabel) }
    labels.append("--help")
    if commands.count == 1, commands[0].version != nil { labels.append("--version") }
    return nearest(label, in: labels)
  }

  /// The parsed arguments of ``command``, with positionals assigned in order.
  func result() throws(CommandLineError) -> ParsedArguments {
    var parsed = ParsedArguments(commandPath: path, commands: commands)
    parsed.optionValues = optionValues
    parsed.givenFlags = givenFlags
    var remaining = positionals[...]
    let specs = command.positionals
    for (offset, spec) in specs.enumerated() {
      let laterMinimum = specs[(offset + 1)...].reduce(0) { $0 + $1.minimumCount }
      let available = max(0, remaining.count - laterMinimum)
      var count = spec.isRepeated ? available : min(1, available)
      // Too few for all: fill left to right, so the positional named missing is the first left without.
      if count < spec.minimumCount { count = min(spec.minimumCount, remaining.count) }
      if count < spec.minimumCount { throw .missingArgument(name: spec.name, command: command.name) }
      parsed.positionalValues[spec.name] = Array(remaining.prefix(count))
      remaining = remaining.dropFirst(count)
    }
    if let extra = remaining.first { throw .unexpectedArgument(extra, command: command.name) }
    return parsed
  }

  /// `-x`, `--name`, `--name=value` and `--`; not `-` alone, nor numbers like `-3`.
  static func isOptionLike(_ token: String) -> Bool {
    token.count > 1 && token.hasPrefix("-") && Double(token) == nil
  }
}
