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
      Options.format.spec, SharedOptions.output.spec, Options.from.spec, Options.cycles.spec,
      SharedOptions.suiteRules.spec, SharedOptions.width.spec,
    ])

  /// Where the page goes when it would otherwise fill a terminal.
  static let defaultPage = "archlab-report.html"

  static func run(_ options: Options, output: some Output) throws(CommandFailure) {
    if let path = options.output {
      try Files.checkWritable(path, inputs: [options.rules, options.from].compactMap { $0 })
    }
    let width = output.textWidth(options.width, toFile: options.outputFile != nil)
    let report: ArchLabReport
    if let path = options.from {
      report = try DiffCommand.readReport(path)
    } else {
      let rules = try LocCommand.suiteRules(options.rules)
      var command = "\(SuiteLookup.invocation.first ?? "archlab") report"
      if let path = options.rules { command += " --rules \(ShellWord.quoted(path))" }
      report = try CompareCommand.measure(
        feature: nil, variants: [], cycles: options.cycles, rules: rules, command: command)
    }
    let format = options.format
    let text: String =
      switch format {
      case .text:
        TextRenderer(color: options.outputFile == nil && output.style.enabled, width: width).render(report)
      case .markdown: MarkdownRenderer().render(report)
      case .json: JSONRenderer().render(report)
      case .html: HTMLRenderer().render(report)
      }
    try Files.deliver(text, to: options.output, page: format == .html ? defaultPage : nil, output: output)
    // A failing run fails a pipeline, saved or new, as `compare` does.
    try CompareCommand.failIfAnyRowFailed(report)
  }
}
