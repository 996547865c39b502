import ArchLabCLI

/// `archlab readme FEATURE`: what to compare on a screen.
enum ReadmeCommand: Command {
  static let spec = CommandSpec(
    name: "readme",
    abstract: "Print a screen's readMe: what to compare between its variants.",
    examples: ["archlab readme ticker"],
    positionals: [PositionalSpec("feature", help: "The screen (profile, search, feed, login, ticker, todo).")])

  static func run(_ arguments: ParsedArguments, output: some Output) throws(CommandFailure) {
    let feature = try SuiteLookup.feature(arguments.positional("feature") ?? "")
    output.write(output.style.bold("\(feature.title) (\(feature.name))") + "\n\n" + wrap(feature.readMe) + "\n")
  }
}
