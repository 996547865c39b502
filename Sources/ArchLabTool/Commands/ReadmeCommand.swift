import ArchLabCLI

/// `archlab readme FEATURE`: what to compare on a screen.
enum ReadmeCommand: Command {
  static let spec = CommandSpec(
    name: "readme",
    abstract: "Print a screen's readMe: what to compare between its variants.",
    examples: ["archlab readme ticker", "archlab readme ticker --width 60"],
    options: [.width],
    positionals: [PositionalSpec("feature", help: "The screen (profile, search, feed, login, ticker, todo).")])

  static func run(_ arguments: ParsedArguments, output: some Output) throws(CommandFailure) {
    let feature = try SuiteLookup.feature(arguments.positional("feature") ?? "")
    // Prose keeps a readable measure, 78 columns, in a wider width.
    let width = min(78, try arguments.textWidth(on: output) - 2)
    output.write(
      output.style.bold("\(feature.title) (\(feature.name))") + "\n\n" + wrap(feature.readMe, width: width) + "\n")
  }
}
