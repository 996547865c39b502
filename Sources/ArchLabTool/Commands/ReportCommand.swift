import ArchLabCLI
import ArchMetrics
import Foundation

/// `archlab report`: the full report, as a self-contained HTML page by default.
enum ReportCommand: Command {
  /// The formats it writes, in the order `--help` lists them.
  enum Format: String, CommandFormat { case html, text, markdown, json }

  static let spec = CommandSpec(
    name: "report",
    abstract: "Write the full report: every screen × variant, charts, the claims.",
    discussion: """
      Measures like 'archlab compare' (nothing timed), or renders a saved run \
      with --from, such as the docs/results.json an archlab-bench run wrote. The \
      HTML page is self-contained: inline CSS and SVG charts, no script, no \
      external files. On a terminal without --output, the page goes to \
      archlab-report.html (replacing an earlier one) instead of the screen. \
      Exits 1, after writing the report, when a variant of the run (new or \
      saved) failed a scenario or a scale run mismatched, as 'archlab compare' \
      does; 2 when a saved report cannot be read or holds a row twice.
      """,
    examples: [
      "archlab report --format html --output report.html",
      "archlab report --from docs/results.json --output results.html",
    ],
    options: [
      Format.option(default: .html, help: "How to write the report."),
      OptionSpec("output", valueName: "file", help: OutputFormat.outputHelp),
      OptionSpec("from", valueName: "json", help: "Render this saved run instead of measuring."),
      OptionSpec("cycles", valueName: "n", help: "Cycles of each scale run when measuring.", defaultValue: "20"),
      .suiteRules,
      .width,
    ])

  /// Where the page goes when it would otherwise fill a terminal.
  static let defaultPage = "archlab-report.html"

  static func run(_ arguments: ParsedArguments, output: some Output) throws(CommandFailure) {
    if let path = arguments.value("output") {
      try Files.checkWritable(path, inputs: [arguments.value("rules"), arguments.value("from")].compactMap { $0 })
    }
    let width = try arguments.textWidth(on: output, toFile: arguments.outputFile != nil)
    let report: ArchLabReport
    if let path = arguments.value("from") {
      if arguments.value("cycles") != "20" {
        throw .usage("--cycles measures a new run; it does not apply to a saved one (--from \(path))")
      }
      if arguments.value("rules") != nil {
        throw .usage("--rules counts the lines of a new run; it does not apply to a saved one (--from \(path))")
      }
      report = try DiffCommand.readReport(path)
    } else {
      let cycles = try CompareCommand.cycles(arguments)
      let rules = try LocCommand.suiteRules(arguments)
      var command = "\(SuiteLookup.invocation.first ?? "archlab") report"
      if let path = arguments.value("rules") { command += " --rules \(ShellWord.quoted(path))" }
      report = try CompareCommand.measure(feature: nil, variants: [], cycles: cycles, rules: rules, command: command)
    }
    let format = try Format.resolve(arguments)
    let text: String =
      switch format {
      case .text:
        TextRenderer(color: arguments.outputFile == nil && output.style.enabled, width: width).render(report)
      case .markdown: MarkdownRenderer().render(report)
      case .json: JSONRenderer().render(report)
      case .html: HTMLRenderer().render(report)
      }
    try Files.deliver(text, to: arguments.value("output"), page: format == .html ? defaultPage : nil, output: output)
    // A failing run fails a pipeline, saved or new, as `compare` does.
    try CompareCommand.failIfAnyRowFailed(report)
  }
}
