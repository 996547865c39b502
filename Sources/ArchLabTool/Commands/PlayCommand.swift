import ArchFeatures
import ArchLabCLI

/// `archlab play FEATURE`: one scenario's timeline, variants side by side.
enum PlayCommand: Command {
  /// The formats it writes, in the order `--help` lists them.
  enum Format: String, CommandFormat { case text, html }

  static let spec = CommandSpec(
    name: "play",
    abstract: "Play one scenario and show each step's frame in each variant.",
    discussion: """
      Each row is a step — a user intent, a lifecycle event in [brackets], or \
      virtual time passing — with the frame each variant's view shows after it. \
      Renders to destroyed views and unexpected frames are marked, and the \
      probes after teardown name every leak with the line that subscribed. \
      Without --variant, plays mvp and mvp-leaky; without --scenario, the \
      screen's first rotation-mid-flight scenario, where architectures differ most. \
      Exits 1, after printing, when a variant fails the scenario or a control is \
      not caught as declared. --format html writes one self-contained page to \
      step through with the arrow keys (on a terminal without --output, to \
      archlab-play.html).
      """,
    examples: [
      "archlab play search --variant mvp --variant mvp-leaky",
      "archlab play profile --scenario 3 --variant mvc --variant mvp --variant mvvm-flow",
      "archlab play login --scenario \"rotation mid-submit\"",
      "archlab play search --variant mvp --variant mvvm-flow --output search.html",
    ],
    options: [
      Options.variant.spec, Options.scenario.spec, Options.format.spec, SharedOptions.output.spec,
      SharedOptions.width.spec,
    ],
    positionals: [Options.feature.spec])

  /// Where the page goes when it would otherwise fill a terminal.
  static let defaultPage = "archlab-play.html"

  static func run(_ options: Options, output: some Output) throws(CommandFailure) {
    if let path = options.output {
      try Files.checkWritable(path)
    }
    let width = output.textWidth(options.width, toFile: options.outputFile != nil)
    let feature = try SuiteLookup.feature(options.feature)
    let named = options.variants
    let variants = try SuiteLookup.variants(named.isEmpty ? ["mvp", "mvp-leaky"] : named, of: feature)
    let scenario = try options.scenario.map { text throws(CommandFailure) in
      try SuiteLookup.scenario(text, of: feature)
    } ?? defaultScenario(of: feature)
    let reports = variants.compactMap { feature.run(scenario: scenario, variant: $0) }
    let isPage = options.format == .html
    let text =
      isPage
      ? TimelinePage(feature: feature, scenario: scenario, reports: reports).render()
      : Timeline(
        feature: feature, scenario: scenario, reports: reports,
        style: options.outputFile == nil ? output.style : ANSIStyle(enabled: false), width: width
      ).render()
    try Files.deliver(text, to: options.output, page: isPage ? defaultPage : nil, output: output)
    if let failure = failure(of: reports) { throw failure }
  }

  /// Exit 1, after the timeline is printed, when a disciplined variant
  /// failed the scenario or a control was not caught as declared.
  static func failure(of reports: [ScenarioReport]) -> CommandFailure? {
    let failed = reports.filter { !$0.passed }
    guard !failed.isEmpty else { return nil }
    return .failed(
      failed.map { report in
        report.expectedLeaks == nil
          ? "\(report.variant) failed the scenario" : "\(report.variant) was not caught as declared"
      }.joined(separator: "; "))
  }

  static func defaultScenario(of feature: AnyFeature) -> String {
    zip(feature.scenarios, feature.coverage).first { $0.1.contains(.rotationMidFlight) }?.0 ?? feature.scenarios[0]
  }
}
