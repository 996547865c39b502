import ArchCodebase
import ArchFeatures
import ArchLabCLI
import ArchMetrics
import Foundation

/// `archlab compare`: the whole matrix, quickly, side by side.
enum CompareCommand: Command {
  /// The formats it writes, in the order `--help` lists them.
  enum Format: String, CommandFormat { case text, markdown, json, html }

  static let spec = CommandSpec(
    name: "compare",
    abstract: "Run every screen in every architecture and compare them side by side.",
    discussion: """
      Counts lines by role, runs every scenario, runs each variant's rotation, \
      pop, background and process-death scenarios --cycles times on one host \
      to see what leaks, and judges the article's claims. Nothing is timed in \
      real time, so the same command prints the same text on every run. The \
      text format sums each variant over the screens; the other formats give \
      every screen × variant row. Exits 1, after printing everything, when a \
      variant fails a scenario, a control is not caught as declared, or a step \
      of a scale run mismatches.
      """,
    examples: [
      "archlab compare", "archlab compare --feature search --variant mvp --variant mvp-leaky",
      "archlab compare --format html --output report.html",
    ],
    options: [
      Options.feature.spec, Options.variant.spec, Options.format.spec, SharedOptions.output.spec,
      SharedOptions.suiteRules.spec, Options.cycles.spec, SharedOptions.width.spec,
    ])

  /// `--cycles` when not given, in `compare` and `report`.
  static let defaultCycles = 20

  static func run(_ options: Options, output: some Output) throws(CommandFailure) {
    if let path = options.output {
      try Files.checkWritable(path, inputs: [options.rules].compactMap { $0 })
    }
    try write(report(for: options), options: options, output: output)
  }

  /// What `options` ask to measure: everything but how it is written
  /// (the format, the width, the file) decides it.
  static func report(for options: Options) throws(CommandFailure) -> ArchLabReport {
    let feature = try options.feature.map { name throws(CommandFailure) in try SuiteLookup.feature(name) }
    let variants = try SuiteLookup.variants(options.variants, of: feature)
    let rules = try LocCommand.suiteRules(options.rules)
    return try measure(
      feature: feature?.name, variants: variants, cycles: options.cycles, rules: rules,
      command: commandLine(options))
  }

  /// Writes `report` as `options` say, then exits 1 if a row failed.
  static func write(_ report: ArchLabReport, options: Options, output: some Output) throws(CommandFailure) {
    let feature = try options.feature.map { name throws(CommandFailure) in try SuiteLookup.feature(name) }
    let screens = feature.map { [$0.name] } ?? SuiteLookup.suite.features.map(\.name)
    let text: String =
      switch options.format {
      case .markdown: MarkdownRenderer().render(report)
      case .json: JSONRenderer().render(report)
      case .html: HTMLRenderer(title: "ArchLab compare").render(report)
      case .text:
        CompareText(
          report: report, style: options.outputFile == nil ? output.style : ANSIStyle(enabled: false),
          screens: screens, width: output.textWidth(options.width, toFile: options.outputFile != nil)
        ).render()
      }
    try Files.deliver(text, to: options.output, output: output)
    try failIfAnyRowFailed(report)
  }

  /// Exit 1, after everything is printed, when a row did not pass, so a
  /// script or CI can rely on the exit code.
  static func failIfAnyRowFailed(_ report: ArchLabReport) throws(CommandFailure) {
    let failures = report.failures
    guard !failures.isEmpty else { return }
    throw .failed(
      "\(failures.count) of \(report.matrix.count) variant rows failed:", details: failures.map { "  \($0)" })
  }

  /// The untimed report, with progress on a terminal.
  static func measure(
    feature: String?, variants: [VariantID], cycles: Int, rules: RoleRules, command: String
  ) throws(CommandFailure) -> ArchLabReport {
    let progress = Progress()
    defer { progress.finish() }
    do {
      var report = try ReportBuilder(
        cycles: cycles, timed: false, feature: feature, variants: variants, sources: SuiteLookup.sources,
        rules: rules, command: command, machine: "any (nothing timed)"
      ).build(SuiteLookup.suite) { progress.update("archlab: \($0)") }
      report.provenance = .current()
      return report
    } catch {
      throw .failed("cannot count the feature suite's lines: \(error.localizedDescription)")
    }
  }

  /// The command that makes this report again, as the report records it.
  static func commandLine(_ options: Options) -> String {
    var parts = ["\(SuiteLookup.invocation.first ?? "archlab") compare"]
    if let feature = options.feature { parts.append("--feature \(feature)") }
    parts += options.variants.map { "--variant \($0)" }
    if options.cycles != defaultCycles { parts.append("--cycles \(options.cycles)") }
    if let rules = options.rules { parts.append("--rules \(ShellWord.quoted(rules))") }
    return parts.joined(separator: " ")
  }
}
