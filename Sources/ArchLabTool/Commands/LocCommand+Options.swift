import ArchLabCLI

extension LocCommand {
  /// `archlab loc`'s options, read and checked once; `--exclude` and
  /// `--include-tests` are `archlab claims`'s too.
  struct Options: CommandOptions {
    static let rules: Option<String?> = .string(
      "rules", valueName: "file", help: "Path rules to use instead of the preset.")
    static let format = Format.option(default: .text, help: "How to print the result.")
    static let exclude: Option<[String]> = .strings(
      "exclude", valueName: "glob", help: "Also leave out the files this glob matches.")
    static let includeTests = Flag("include-tests", help: "Count test code too.")
    static let strict = Flag(
      "strict", help: "Fail on rules warnings (a rule or --exclude glob that matched nothing).")
    static let paths: Positional<[String]> = .zeroOrMore(
      "path", help: "Swift, Kotlin or Java files, or folders, to count.")

    /// `--rules`: the rules file that replaces the preset, when given.
    var rules: String?
    var format: Format
    /// The files and folders to count; none counts the feature suite.
    var paths: [String]
    /// `--width`, when given.
    var width: Int?
    /// Every `--exclude` glob, in order.
    var exclude: [String]
    var includeTests: Bool
    /// `--strict`: rules warnings fail the command.
    var strict: Bool

    init(_ parsed: ParsedArguments) throws(CommandLineError) {
      rules = try parsed.value(of: Self.rules)
      format = try Format.resolve(parsed.value(of: Self.format), isGiven: parsed.isGiven(Self.format), output: nil)
      paths = parsed.value(of: Self.paths)
      width = try parsed.value(of: SharedOptions.width)
      exclude = try parsed.value(of: Self.exclude)
      includeTests = parsed.value(of: Self.includeTests)
      strict = parsed.value(of: Self.strict)
    }
  }
}
