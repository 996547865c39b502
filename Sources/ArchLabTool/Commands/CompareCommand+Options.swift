import ArchLabCLI

extension CompareCommand {
  /// `archlab compare`'s options, read and checked once.
  struct Options: CommandOptions, OutputOptions {
    static let feature: Option<String?> = .string("feature", valueName: "feature", help: "Only this screen.")
    static let variant: Option<[String]> = .strings("variant", valueName: "variant", help: "Only this variant.")
    static let format = Format.option(default: .text, help: "How to print the result.")
    static let cycles: Option<Int> = .integer(
      "cycles", valueName: "n",
      help: "Cycles of each scale run, 1 to 10000. A leaky variant's cost grows with the square of it.",
      in: 1...10_000, default: CompareCommand.defaultCycles)

    /// `--feature`: only this screen, as typed.
    var feature: String?
    /// Every `--variant`, in order; none runs them all.
    var variants: [String]
    /// Cycles of each scale run, 1 to 10,000.
    var cycles: Int
    /// `--width`, when given.
    var width: Int?
    /// `--rules`: the role rules file, when given.
    var rules: String?
    /// The format to write, `--output`'s extension considered.
    var format: Format
    var output: String?

    init(_ parsed: ParsedArguments) throws(CommandLineError) {
      output = try parsed.value(of: SharedOptions.output)
      feature = try parsed.value(of: Self.feature)
      variants = try parsed.value(of: Self.variant)
      cycles = try parsed.value(of: Self.cycles)
      width = try parsed.value(of: SharedOptions.width)
      rules = try parsed.value(of: SharedOptions.suiteRules)
      format = try Format.resolve(parsed.value(of: Self.format), isGiven: parsed.isGiven(Self.format), output: output)
    }
  }
}
