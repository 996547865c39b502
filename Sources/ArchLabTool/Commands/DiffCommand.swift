import ArchLabCLI
import ArchMetrics
import Foundation

/// `archlab diff A.json B.json`: what changed between two runs.
enum DiffCommand: Command {
  static let spec = CommandSpec(
    name: "diff",
    abstract: "Show what changed between two saved runs (JSON reports).",
    discussion: """
      Compares every figure of two reports written by 'archlab-bench' or \
      'archlab compare --format json'. For timings it says whether a change is \
      significant: Welch's t-test on the two runs' samples, p < 0.05. Claims \
      whose verdict changed are listed too. Exits 1, after printing the \
      changes, when a variant of the new run failed a scenario or a scale \
      run mismatched (the old run's failures do not count); 2 when a report \
      cannot be read or holds a row twice.
      """,
    examples: ["archlab diff before.json after.json", "archlab diff old.json docs/results.json --all"],
    options: [
      OptionSpec("format", valueName: "format", help: "How to print the changes.",
                 allowedValues: ["text", "markdown"], defaultValue: "text"),
      .width,
    ],
    flags: [FlagSpec("all", help: "Also list the figures that did not change.")],
    positionals: [
      PositionalSpec("old", help: "The earlier run's JSON report."),
      PositionalSpec("new", help: "The later run's JSON report."),
    ])

  static func run(_ arguments: ParsedArguments, output: some Output) throws(CommandFailure) {
    let width = try arguments.textWidth(on: output)
    let old = try readReport(arguments.positional("old") ?? "")
    let new = try readReport(arguments.positional("new") ?? "")
    let diff: ReportDiff
    do {
      diff = try ReportDiff(old: old, new: new)
    } catch {
      throw .usage(error.description)
    }
    let all = arguments.flag("all")
    output.write(
      arguments.value("format") == "markdown"
        ? diff.markdown(showUnchanged: all) : diff.text(showUnchanged: all, width: width))
    // The new run is the one a pipeline judges: its failures fail the diff; the old run's are history.
    do {
      try CompareCommand.failIfAnyRowFailed(new)
    } catch {
      throw .failed("the new run: " + error.description)
    }
  }

  /// A saved report, or a usage failure that says what is wrong with the file.
  static func readReport(_ path: String) throws(CommandFailure) -> ArchLabReport {
    let data = try Files.read(path, what: "report")
    do {
      return try JSONReportReader().decode(data)
    } catch {
      throw .usage("\(path): \(error.description)")
    }
  }
}
