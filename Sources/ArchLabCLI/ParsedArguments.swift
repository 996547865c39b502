/// What the command line said, read back through the typed keys the
/// command declared: the result of ``CommandLineParser/parse(_:)`` for a
/// command to run.
///
/// Each key is the ``Option``, ``Flag`` or ``Positional`` whose spec the
/// command's ``CommandSpec`` lists, so a misspelled name does not compile.
/// Reading a key the command path does not declare is a programmer error
/// and stops the program, so a key left out of the spec cannot pass
/// silently. A command reads its keys once, into an options struct:
///
/// ```swift
/// init(_ parsed: ParsedArguments) throws(CommandLineError) {
///   format = try parsed.value(of: Self.format)      // .markdown, or the default
///   variants = try parsed.value(of: Self.variant)   // every --variant, in order
///   runs = try parsed.value(of: Self.runs)          // a whole number in its range
///   quick = parsed.value(of: Self.quick)
///   feature = parsed.value(of: Self.feature)
/// }
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

  /// The option's value, read from every text given, else from its default.
  ///
  /// - Throws: what the key's reading throws: for a whole number,
  ///   ``CommandLineError/notAnInteger(argument:value:)`` or
  ///   ``CommandLineError/integerOutOfRange(argument:value:range:)``.
  package func value<Value>(of option: Option<Value>) throws(CommandLineError) -> Value {
    try option.read(texts(of: option.spec))
  }

  /// Whether a flag was given.
  package func value(of flag: Flag) -> Bool {
    precondition(flags.contains(flag.spec), "flag '\(flag.spec.longLabel)' not declared for \(commandPath)")
    return givenFlags.contains(flag.spec.name)
  }

  /// A positional's value: the one given, `nil` for an optional one left
  /// out, every one given for a repeated one.
  package func value<Value>(of positional: Positional<Value>) -> Value {
    let spec = positional.spec
    precondition(positionalSpecs.contains(spec), "positional <\(spec.name)> not declared for \(commandPath)")
    return positional.read(positionalValues[spec.name] ?? [])
  }

  /// Whether the option was given on the command line (not just defaulted).
  package func isGiven<Value>(_ option: Option<Value>) -> Bool {
    isGiven(option.spec)
  }

  /// Whether the option `spec` declares was given: for a table of options
  /// of several types, such as the modes that run alone.
  package func isGiven(_ spec: OptionSpec) -> Bool {
    precondition(options.contains(spec), "option '\(spec.longLabel)' not declared for \(commandPath)")
    return optionValues[spec.name] != nil
  }

  /// Every text given for the option, in order; if none, its default (if any).
  private func texts(of spec: OptionSpec) -> [String] {
    precondition(options.contains(spec), "option '\(spec.longLabel)' not declared for \(commandPath)")
    return optionValues[spec.name] ?? (spec.defaultValue.map { [$0] } ?? [])
  }
}
