import ArchLabCLI

/// `archlab readme FEATURE`: what to compare on a screen.
enum ReadmeCommand: Command {
  static let spec = CommandSpec(
    name: "readme",
    abstract: "Print a screen's readMe: what to compare between its variants.",
    examples: ["archlab readme ticker", "archlab readme ticker --width 60"],
    options: [SharedOptions.width.spec],
    positionals: [Options.feature.spec])

  struct Options: CommandOptions {
    static let feature: Positional<String> = .one(
      "feature", help: "The screen (profile, search, feed, login, ticker, todo).")

    /// The screen, as typed.
    var feature: String
    /// `--width`, when given.
    var width: Int?

    init(_ parsed: ParsedArguments) throws(CommandLineError) {
      feature = parsed.value(of: Self.feature)
      width = try parsed.value(of: SharedOptions.width)
    }
  }

  static func run(_ options: Options, output: some Output) throws(CommandFailure) {
    let feature = try SuiteLookup.feature(options.feature)
    // Prose keeps a readable measure, 78 columns, in a wider width.
    let width = min(78, output.textWidth(options.width) - 2)
    output.write(
      output.style.bold("\(feature.title) (\(feature.name))") + "\n\n" + wrap(feature.readMe, width: width) + "\n")
  }
}
