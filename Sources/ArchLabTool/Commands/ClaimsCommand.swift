import ArchCodebase
import ArchLabCLI
import ArchMetrics
import Foundation

/// `archlab claims PATH …`: the article's size claims on an app's own code.
enum ClaimsCommand: Command {
  /// The formats it writes, in the order `--help` lists them.
  enum Format: String, CommandFormat { case text, markdown, json, html }

  static let spec = CommandSpec(
    name: "claims",
    abstract: "Judge the article's size claims on your own app's code, screen by screen.",
    discussion: """
      Counts the Swift, Kotlin and Java files under PATH, gives each a role by \
      the iOS and Android naming conventions (presenter, view model, view \
      controller, activity, fragment, repository, coordinator, …), groups them \
      into screens by the name their files share (LoginViewController, \
      LoginPresenter → Login), or by folder where names drift, detects each \
      screen's pattern (MVC, MVP, VIPER, VIP, MVVM, MVI, other), and judges the \
      article's size claims by the rules of the suite's claims table. A \
      screen's share is its part over its logic + view + model; its model is \
      its own model files, and the shared model is reported app-wide. Wiring \
      (DI, routers, coordinators) and other code are shown beside the shares. \
      Tests, generated code, vendored trees (Pods/, Carthage/, build/, …), \
      debug source sets, templates and licence headers, previews and build \
      scripts are left out and the report says how much. A rules file extends the preset: \
      '<glob> <role>' lines (first match wins, before the preset's) and \
      '<role> -> <part>' lines (part: logic, view, model, wiring, other). \
      Globs are relative to PATH. A file or folder that cannot be read, lies \
      deeper than the system can name (PATH_MAX), has a name that is not \
      UTF-8, or is binary (NUL bytes) is named and the exit status is 1. \
      See docs/Claims.md.
      """,
    examples: [
      "archlab claims ~/Code/MyApp", "archlab claims MyApp --show-grouping",
      "archlab claims app/src/main --rules roles.txt --format html --output claims.html",
    ],
    options: [
      OptionSpec("rules", valueName: "file", help: "Role rules that extend or override the preset."),
      OptionSpec(
        "screens", valueName: "how", help: "How files are grouped into screens.",
        allowedValues: ScreenGroupingMode.allCases.map(\.rawValue), defaultValue: "auto"),
      OptionSpec(
        "shared-model", valueName: "how",
        help: "none: a screen's model is its own model files and the shared model (data and domain layers) is "
          + "reported app-wide; split: each screen also carries a share of the shared model, in proportion to its "
          + "code (the verdicts say so).",
        allowedValues: SharedModelAttribution.allCases.map(\.rawValue),
        defaultValue: SharedModelAttribution.default.rawValue),
      OptionSpec(
        "baseline", valueName: "folder",
        help: "The architecture folder MVVM is compared with where the tree holds several MVP-family folders "
          + "(MVP, MVP-C, VIPER, VIP). Default: the plain MVP folder."),
      OptionSpec(
        "coverage", valueName: "file",
        help: "A test-coverage report of the app (lcov .info, llvm-cov's JSON export, or JaCoCo XML): adds the "
          + "article's coverage claims, MVP logic at 85–90 % and 2–3× MVC's."),
      OptionSpec("exclude", valueName: "glob", help: "Also leave out the files this glob matches.", isRepeatable: true),
      Format.option(default: .text, help: "How to write the result."),
      OptionSpec("output", valueName: "file", help: OutputFormat.outputHelp),
      SeedOption.spec,
      .width,
    ],
    flags: [
      FlagSpec("include-tests", help: "Count test code too."),
      FlagSpec("show-grouping", help: "List every file with its role, part and screen, and why."),
      FlagSpec(
        "strict",
        help: "Fail on rules warnings (a rule or --exclude glob that matched nothing, a role with no part)."),
    ],
    positionals: [PositionalSpec("path", help: "The app's folders (or files) to read.", arity: .oneOrMore)])

  /// The coverage report at `path`, or a usage error that says why not.
  static func coverage(_ path: String) throws(CommandFailure) -> CoverageFile {
    let data: Data
    switch Files.contents(of: path) {
    case .success(let contents): data = contents
    case .failure(let problem): throw .usage("--coverage \(path): \(problem.words(what: "coverage report"))")
    }
    do {
      return try CoverageFile(data: data)
    } catch {
      throw .usage("--coverage \(path): \(error.description)")
    }
  }

  static func run(_ arguments: ParsedArguments, output: some Output) throws(CommandFailure) {
    if let path = arguments.value("output") {
      let files = [arguments.value("rules"), arguments.value("coverage")].compactMap { $0 }
      let inputs = arguments.positionals("path") + files
      try Files.checkWritable(path, inputs: inputs)
    }
    let format = try Format.resolve(arguments)
    let width = try arguments.textWidth(on: output, toFile: arguments.outputFile != nil)
    if arguments.flag("show-grouping") && format != .text {
      throw .usage("--show-grouping goes with --format text (the JSON lists every file's screen in codebase.files)")
    }
    let paths = arguments.positionals("path")
    let user = try arguments.value("rules").map { path throws(CommandFailure) in try LocCommand.readRules(path) }
    let rules = user.map { $0.extending(.mobilePreset) } ?? .mobilePreset
    let exclusions = try LocCommand.exclusions(arguments)
    let count = try LocCommand.count(paths, rules: rules, exclusions: exclusions)
    try RulesDiagnostics.report(count, user: user, strict: arguments.flag("strict"), output: output)
    let coverage = try arguments.value("coverage").map { path throws(CommandFailure) in try Self.coverage(path) }
    let claims = CodebaseClaims(
      count: count, rules: rules,
      grouping: ScreenGroupingMode(rawValue: arguments.value("screens") ?? "auto") ?? .auto,
      sharedModel: arguments.value("shared-model").flatMap(SharedModelAttribution.init(rawValue:)) ?? .default,
      baseline: arguments.value("baseline"), contents: CodebaseClaims.contents(under: paths), coverage: coverage,
      seed: try SeedOption.value(arguments))
    if let baseline = claims.baseline,
      !claims.grouping.architectures.contains(where: { $0.lowercased() == baseline.lowercased() })
    {
      let folders = claims.grouping.architectures
      throw .usage(
        "--baseline \(baseline): "
          + (folders.isEmpty
            ? "the tree holds its screens in no architecture folders"
            : "no architecture folder of that name; the tree's are \(folders.joined(separator: ", "))"))
    }
    let command = SuiteLookup.invocation.joined(separator: " ")
    // Nothing is timed: the machine does not matter (as for `archlab compare`).
    var report = claims.report(machine: "any (nothing timed)", command: command, roots: paths)
    report.provenance = .current()
    let text: String =
      switch format {
      case .json: JSONRenderer().render(report)
      case .markdown: MarkdownRenderer().render(report)
      case .html:
        HTMLRenderer(title: "ArchLab: the article's claims on \(paths.joined(separator: " "))").render(report)
      case .text:
        ClaimsText(
          report: report, summary: report.codebase!,
          style: arguments.outputFile == nil ? output.style : ANSIStyle(enabled: false),
          showGrouping: arguments.flag("show-grouping"), userRules: user?.rules.count ?? 0,
          width: width
        ).render()
      }
    try Files.deliver(text, to: arguments.value("output"), output: output)
    try LocCommand.failIfIncomplete(count, roots: paths, output: output)
  }
}
