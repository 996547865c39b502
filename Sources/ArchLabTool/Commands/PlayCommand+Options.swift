import ArchLabCLI

extension PlayCommand {
  /// `archlab play`'s options, read and checked once.
  struct Options: CommandOptions, OutputOptions {
    static let variant: Option<[String]> = .strings("variant", valueName: "variant", help: "A variant to play.")
    static let scenario: Option<String?> = .string(
      "scenario", valueName: "scenario", help: "The scenario's number or (part of) its name.")
    static let format = Format.option(default: .text, help: "How to show the timeline.")
    static let feature: Positional<String> = .one(
      "feature", help: "The screen (profile, search, feed, login, ticker, todo).")

    /// The screen, as typed.
    var feature: String
    /// Every `--variant`, in order; none plays mvp and mvp-leaky.
    var variants: [String]
    /// `--scenario`: a number or (part of) a name; `nil` for the default one.
    var scenario: String?
    /// The format to write, `--output`'s extension considered.
    var format: Format
    var output: String?
    /// `--width`, when given.
    var width: Int?

    init(_ parsed: ParsedArguments) throws(CommandLineError) {
      output = try parsed.value(of: SharedOptions.output)
      width = try parsed.value(of: SharedOptions.width)
      feature = parsed.value(of: Self.feature)
      variants = try parsed.value(of: Self.variant)
      scenario = try parsed.value(of: Self.scenario)
      format = try Format.resolve(parsed.value(of: Self.format), isGiven: parsed.isGiven(Self.format), output: output)
    }
  }
}
