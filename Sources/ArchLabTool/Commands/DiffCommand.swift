import ArchCodebase
import ArchLabCLI
import ArchMetrics
import Foundation

/// `archlab diff A.json B.json`: what changed between two runs.
enum DiffCommand: Command {
  /// The formats it writes, in the order `--help` lists them.
  enum Format: String, CommandFormat { case text, markdown }

  static let spec = CommandSpec(
    name: "diff",
    abstract: "Show what changed between two saved runs (JSON reports).",
    discussion: """
      Compares every figure of two reports written by 'archlab-bench' or \
      'archlab compare --format json', or two studies written by 'archlab \
      study --format json' (each app's commit, screens, share of code in \
      screens, medians and verdicts; each pool's apps, screens, medians and \
      quartiles; each pooled claim's verdict, median with its 95 % interval \
      and screens in range; why an app failed, and which apps a pool lost or \
      gained; exits 1 when an app of the new study could not be measured). \
      For timings it says whether a change is \
      significant: Welch's t-test on the two runs' samples, p < 0.05. Claims \
      whose verdict changed are listed too. Exits 1, after printing the \
      changes, when a variant of the new run failed a scenario or a scale \
      run mismatched (the old run's failures do not count); 2 when a report \
      cannot be read or holds a row twice, or a study lists an app twice.
      """,
    examples: ["archlab diff before.json after.json", "archlab diff old.json docs/results.json --all"],
    options: [Options.format.spec, SharedOptions.width.spec],
    flags: [Options.all.spec],
    positionals: [Options.old.spec, Options.new.spec])

  struct Options: CommandOptions {
    static let format = Format.option(default: .text, help: "How to print the changes.")
    static let all = Flag("all", help: "Also list the figures that did not change.")
    static let old: Positional<String> = .one("old", help: "The earlier run's JSON report.")
    static let new: Positional<String> = .one("new", help: "The later run's JSON report.")

    var format: Format
    /// `--all`: the figures that did not change too.
    var all: Bool
    /// `--width`, when given.
    var width: Int?
    /// The two reports' paths, earlier first.
    var old: String
    var new: String

    init(_ parsed: ParsedArguments) throws(CommandLineError) {
      width = try parsed.value(of: SharedOptions.width)
      old = parsed.value(of: Self.old)
      new = parsed.value(of: Self.new)
      all = parsed.value(of: Self.all)
      format = try Format.resolve(
        parsed.value(of: Self.format), isGiven: parsed.isGiven(Self.format), output: nil)
    }
  }

  static func run(_ options: Options, output: some Output) throws(CommandFailure) {
    let width = output.textWidth(options.width)
    let paths = (options.old, options.new)
    // Each file is read once: a study or a report, by its schema.
    let files = (try Files.read(paths.0, what: "report"), try Files.read(paths.1, what: "report"))
    let studies = (try study(files.0, path: paths.0), try study(files.1, path: paths.1))
    if let old = studies.0, let new = studies.1 {
      try diffStudies(old, new, options: options, width: width, output: output)
      return
    }
    if (studies.0 == nil) != (studies.1 == nil) {
      let study = studies.0 == nil ? paths.1 : paths.0
      throw .usage(
        "\(study) is a study (archlab study --format json) and the other a report: diff compares like with like")
    }
    let old = try report(files.0, path: paths.0)
    let new = try report(files.1, path: paths.1)
    let diff: ReportDiff
    do {
      diff = try ReportDiff(old: old, new: new)
    } catch {
      throw .usage(error.description)
    }
    output.write(
      options.format == .markdown
        ? diff.markdown(showUnchanged: options.all) : diff.text(showUnchanged: options.all, width: width))
    // The new run is the one a pipeline judges: its failures fail the diff; the old run's are history.
    do {
      try CompareCommand.failIfAnyRowFailed(new)
    } catch {
      throw .failed("the new run: " + error.message, details: error.details)
    }
  }

  /// Two runs of one study: what changed, app by app and in the pool.
  /// Exits 1 when an app of the new study could not be measured.
  static func diffStudies(
    _ old: Study, _ new: Study, options: Options, width: Int, output: some Output
  ) throws(CommandFailure) {
    let diff = StudyDiff(old: old, new: new)
    output.write(
      options.format == .markdown
        ? diff.markdown(showUnchanged: options.all) : diff.text(showUnchanged: options.all, width: width))
    let failed = new.failures.count
    if failed > 0 { throw .failed("the new study: \(failed) app\(failed == 1 ? "" : "s") could not be measured") }
  }

  /// The study in `data` (read from `path`), or `nil` when it holds a report instead.
  static func study(_ data: Data, path: String) throws(CommandFailure) -> Study? {
    guard Study.isStudy(data) else { return nil }
    do {
      return try Study(json: data)
    } catch {
      throw .usage("\(path): not a study archlab can read (\(reason(error)))")
    }
  }

  /// Why a study's JSON was refused: a decoding error's own words (a
  /// schema, an app listed twice, a field), not Foundation's "isn't in
  /// the correct format".
  static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return error.localizedDescription }
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
      .valueNotFound(_, let context):
      let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
      let words = context.debugDescription.escapedControls
      return path.isEmpty ? words : "\(path): \(words)"
    @unknown default:
      return error.localizedDescription
    }
  }

  /// A saved report, or a usage failure that says what is wrong with the file.
  static func readReport(_ path: String) throws(CommandFailure) -> ArchLabReport {
    try report(Files.read(path, what: "report"), path: path)
  }

  /// The report in `data`, read from `path`.
  static func report(_ data: Data, path: String) throws(CommandFailure) -> ArchLabReport {
    do {
      return try JSONReportReader().decode(data)
    } catch {
      throw .usage("\(path): \(error.description)")
    }
  }
}
