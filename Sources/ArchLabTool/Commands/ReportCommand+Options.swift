import ArchLabCLI

extension ReportCommand {
  /// `archlab report`'s options, read and checked once.
  struct Options: CommandOptions, OutputOptions {
    static let format = Format.option(default: .html, help: "How to write the report.")
    static let from: Option<String?> = .string(
      "from", valueName: "json", help: "Render this saved run instead of measuring.")
    static let cycles: Option<Int> = .integer(
      "cycles", valueName: "n", help: "Cycles of each scale run when measuring.", in: 1...10_000,
      default: CompareCommand.defaultCycles)

    /// `--from`: the saved run to render instead of measuring.
    var from: String?
    /// Cycles of each scale run when measuring, 1 to 10,000.
    var cycles: Int
    /// `--rules`: the role rules file, when given (never with `--from`).
    var rules: String?
    /// The format to write, `--output`'s extension considered.
    var format: Format
    var output: String?
    /// `--width`, when given.
    var width: Int?

    init(_ parsed: ParsedArguments) throws(CommandLineError) {
      output = try parsed.value(of: SharedOptions.output)
      width = try parsed.value(of: SharedOptions.width)
      from = try parsed.value(of: Self.from)
      rules = try parsed.value(of: SharedOptions.suiteRules)
      if let path = from {
        // Any --cycles but the default's, even one that is no number, is refused for what it is.
        if parsed.isGiven(Self.cycles), (try? parsed.value(of: Self.cycles)) != CompareCommand.defaultCycles {
          throw .usage("--cycles measures a new run; it does not apply to a saved one (--from \(path))")
        }
        if rules != nil {
          throw .usage("--rules counts the lines of a new run; it does not apply to a saved one (--from \(path))")
        }
        cycles = CompareCommand.defaultCycles
      } else {
        cycles = try parsed.value(of: Self.cycles)
      }
      format = try Format.resolve(parsed.value(of: Self.format), isGiven: parsed.isGiven(Self.format), output: output)
    }
  }
}
