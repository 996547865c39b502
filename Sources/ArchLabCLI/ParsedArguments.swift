/// What the command line said, read back by name: the result of
/// ``CommandLineParser/parse(_:)`` for a command to run.
///
/// Names are the declared long names, with or without dashes (`format` or
/// `--format`). Asking for a name the command path does not declare is a
/// programmer error and stops the program, so a typo cannot pass silently.
///
/// ```swift
/// let format = parsed.value("format")          // "markdown", or the default
/// let variants = parsed.values("variant")      // every --variant, in order
/// let quick = parsed.flag("quick")
/// let feature = parsed.positional("feature")
/// let runs = try parsed.integer("runs", in: 1...100)
/// ```
package struct ParsedArguments: Sendable, Equatable {
  /// The names from the top-level command to the one to run: `["archlab", "play"]`.
  package let commandPath: [String]
  /// Every option, flag and positional declared along the command path.
  let options: [OptionSpec]
  let flags: [FlagSpec]
  let positionalSpecs: [PositionalSpec]
  /// Given values by long option name, flags that were given, and positional
  /// values by positional name.
  var optionValues: [String: [String]] = [:]
  var givenFlags: Set<String> = []
  var positionalValues: [String: [String]] = [:]

  init(commandPath: [String], commands: [CommandSpec]) {
    self.commandPath = commandPath
    self.options = commands.flatMap(\.options)
    self.flags = commands.flatMap(\.flags)
    self.positionalSpecs = commands.flatMap(\.positionals)
  }

  /// The last value given for an option, else its default, else `nil`.
  package func value(_ name: String) -> String? {
    let spec = option(name)
    return optionValues[spec.name]?.last ?? spec.defaultValue
  }

  /// Whether the option was given on the command line (not just defaulted).
  package func isGiven(_ name: String) -> Bool {
    optionValues[option(name).name] != nil
  }

  /// The values an option accepts; empty when it takes any.
  package func allowedValues(_ name: String) -> [String] {
    option(name).allowedValues
  }

  /// Every value given for an option, in order; if none, its default (if any).
  package func values(_ name: String) -> [String] {
    let spec = option(name)
    return optionValues[spec.name] ?? (spec.defaultValue.map { [$0] } ?? [])
  }

  /// Whether a flag was given.
  package func flag(_ name: String) -> Bool {
    let key = Self.bare(name)
    precondition(flags.contains { $0.name == key }, "no flag '--\(key)' declared for \(commandPath)")
    return givenFlags.contains(key)
  }

  /// The value of a single positional, or `nil` when it was not given.
  package func positional(_ name: String) -> String? {
    positionals(name).first
  }

  /// Every value of a positional, in order (one or none for a single one).
  package func positionals(_ name: String) -> [String] {
    let key = Self.bare(name)
    precondition(positionalSpecs.contains { $0.name == key }, "no positional <\(key)> declared for \(commandPath)")
    return positionalValues[key] ?? []
  }

  /// An option's value (or else a positional's) as a whole number in `range`;
  /// `nil` when neither was given and the option has no default.
  ///
  /// - Throws: ``CommandLineError/notAnInteger(argument:value:)`` or
  ///   ``CommandLineError/integerOutOfRange(argument:value:range:)``.
  package func integer(
    _ name: String, in range: ClosedRange<Int> = Int.min...Int.max
  ) throws(CommandLineError) -> Int? {
    let key = Self.bare(name)
    let isOption = options.contains { $0.name == key }
    guard let text = isOption ? value(key) : positional(key) else { return nil }
    let label = isOption ? "--\(key)" : "<\(key)>"
    guard let number = Int(text) else {
      throw .notAnInteger(argument: label, value: text)
    }
    guard range.contains(number) else {
      throw .integerOutOfRange(argument: label, value: number, range: range)
    }
    return number
  }

  /// Whether the command declares `--name`: what code shared by several
  /// commands asks before it reads an option only some of them take.
  package func declares(_ name: String) -> Bool {
    let key = Self.bare(name)
    return options.contains { $0.name == key }
  }

  private func option(_ name: String) -> OptionSpec {
    let key = Self.bare(name)
    guard let spec = options.first(where: { $0.name == key }) else {
      preconditionFailure("no option '--\(key)' declared for \(commandPath)")
    }
    return spec
  }

  /// `format` for `--format`.
  static func bare(_ name: String) -> String {
    String(name.drop { $0 == "-" })
  }
}

extension ParsedArguments {
  /// `--width` when given (40 to 1000), else `default`, the output's own
  /// width; the command must declare ``OptionSpec/width``.
  package func width(default: Int) throws(CommandLineError) -> Int {
    try integer("width", in: Terminal.widths) ?? `default`
  }
}
