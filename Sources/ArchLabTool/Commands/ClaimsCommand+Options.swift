import ArchCodebase
import ArchLabCLI

extension ClaimsCommand {
  /// `archlab claims`'s options, read and checked once; `--exclude` and
  /// `--include-tests` are `archlab loc`'s.
  struct Options: CommandOptions, OutputOptions {
    static let rules: Option<String?> = .string(
      "rules", valueName: "file", help: "Role rules that extend or override the preset.")
    static let screens: Option<ScreenGroupingMode> = .choice(
      "screens", valueName: "how", help: "How files are grouped into screens.", default: .auto)
    static let sharedModel: Option<SharedModelAttribution> = .choice(
      "shared-model", valueName: "how",
      help: "none: a screen's model is its own model files and the shared model (data and domain layers) is "
        + "reported app-wide; split: each screen also carries a share of the shared model, in proportion to its "
        + "code (the verdicts say so).",
      default: .default)
    static let baseline: Option<String?> = .string(
      "baseline", valueName: "folder",
      help: "The architecture folder MVVM is compared with where the tree holds several MVP-family folders "
        + "(MVP, MVP-C, VIPER, VIP). Default: the plain MVP folder.")
    static let coverage: Option<String?> = .string(
      "coverage", valueName: "file",
      help: "A test-coverage report of the app (lcov .info, llvm-cov's JSON export, or JaCoCo XML): adds the "
        + "article's coverage claims, MVP logic at 85–90 % and 2–3× MVC's.")
    static let format = Format.option(default: .text, help: "How to write the result.")
    static let showGrouping = Flag(
      "show-grouping", help: "List every file with its role, part and screen, and why.")
    static let strict = Flag(
      "strict", help: "Fail on rules warnings (a rule or --exclude glob that matched nothing, a role with no part).")
    static let paths: Positional<[String]> = .oneOrMore("path", help: "The app's folders (or files) to read.")

    /// The app's folders or files, at least one.
    var paths: [String]
    /// `--rules`: the rules file that extends the preset, when given.
    var rules: String?
    /// `--coverage`: the app's coverage report, when given.
    var coverage: String?
    var output: String?
    /// The format to write, `--output`'s extension considered.
    var format: Format
    /// `--width`, when given.
    var width: Int?
    /// `--show-grouping`: every file with its role, part and screen (text only).
    var showGrouping: Bool
    var screens: ScreenGroupingMode
    var sharedModel: SharedModelAttribution
    /// `--baseline`: the MVP-family folder MVVM is compared with, when given.
    var baseline: String?
    /// The seed of the verdicts' bootstrap.
    var seed: UInt64
    /// Every `--exclude` glob, in order.
    var exclude: [String]
    var includeTests: Bool
    /// `--strict`: rules warnings fail the command.
    var strict: Bool

    init(_ parsed: ParsedArguments) throws(CommandLineError) {
      output = try parsed.value(of: SharedOptions.output)
      paths = parsed.value(of: Self.paths)
      rules = try parsed.value(of: Self.rules)
      coverage = try parsed.value(of: Self.coverage)
      format = try Format.resolve(parsed.value(of: Self.format), isGiven: parsed.isGiven(Self.format), output: output)
      width = try parsed.value(of: SharedOptions.width)
      showGrouping = parsed.value(of: Self.showGrouping)
      if showGrouping && format != .text {
        throw .usage("--show-grouping goes with --format text (the JSON lists every file's screen in codebase.files)")
      }
      exclude = try parsed.value(of: LocCommand.Options.exclude)
      includeTests = parsed.value(of: LocCommand.Options.includeTests)
      strict = parsed.value(of: Self.strict)
      screens = try parsed.value(of: Self.screens)
      sharedModel = try parsed.value(of: Self.sharedModel)
      baseline = try parsed.value(of: Self.baseline)
      seed = try parsed.value(of: SharedOptions.seed)
    }
  }
}
