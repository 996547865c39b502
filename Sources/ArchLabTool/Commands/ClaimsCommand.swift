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
      Options.rules.spec, Options.screens.spec, Options.sharedModel.spec, Options.baseline.spec,
      Options.coverage.spec, LocCommand.Options.exclude.spec, Options.format.spec, SharedOptions.output.spec,
      SharedOptions.seed.spec, SharedOptions.width.spec,
    ],
    flags: [LocCommand.Options.includeTests.spec, Options.showGrouping.spec, Options.strict.spec],
    positionals: [Options.paths.spec])

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

  static func run(_ options: Options, output: some Output) throws(CommandFailure) {
    let paths = options.paths
    if let path = options.output {
      let files = [options.rules, options.coverage].compactMap { $0 }
      try Files.checkWritable(path, inputs: paths + files)
    }
    let format = options.format
    let width = output.textWidth(options.width, toFile: options.outputFile != nil)
    let user = try options.rules.map { path throws(CommandFailure) in try LocCommand.readRules(path) }
    let rules = user.map { $0.extending(.mobilePreset) } ?? .mobilePreset
    let exclusions = try LocCommand.exclusions(options.exclude, includeTests: options.includeTests)
    let count = try LocCommand.count(paths, rules: rules, exclusions: exclusions)
    try RulesDiagnostics.report(count, user: user, strict: options.strict, output: output)
    let coverage = try options.coverage.map { path throws(CommandFailure) in try Self.coverage(path) }
    let claims = CodebaseClaims(
      count: count, rules: rules, grouping: options.screens, sharedModel: options.sharedModel,
      baseline: options.baseline, contents: CodebaseClaims.contents(under: paths), coverage: coverage,
      seed: options.seed)
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
          style: options.outputFile == nil ? output.style : ANSIStyle(enabled: false),
          showGrouping: options.showGrouping, userRules: user?.rules.count ?? 0,
          width: width
        ).render()
      }
    try Files.deliver(text, to: options.output, output: output)
    try LocCommand.failIfIncomplete(count, roots: paths, output: output)
  }
}
