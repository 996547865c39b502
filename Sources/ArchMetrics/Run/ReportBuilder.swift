import ArchCodebase
import ArchFeatures
import Foundation

/// Runs everything a report holds — lines by role, the leak matrix at
/// scale, timings, the claims — and assembles the ``ArchLabReport``.
///
/// With `timed: false` nothing real-time is measured (no latencies, no
/// scenario times), so the same run gives the same report every time: what
/// `archlab compare` prints for a workshop. `archlab-bench` times
/// everything.
///
/// ```swift
/// let report = try ReportBuilder(cycles: 200, timed: true).build(.standard) { print($0) }
/// ```
public struct ReportBuilder: Sendable {
  /// Cycles of each scale run.
  public var cycles: Int
  /// Whether to measure real time (latencies, scenario times).
  public var timed: Bool
  /// Cancellations timed per kind when `timed`.
  public var timingRuns: Int
  /// Rounds of every mvp scenario timed for the "milliseconds" claim when `timed`.
  public var scenarioRounds: Int
  /// Presenter and view-model coverage, if measured.
  public var coverage: CoverageFigures?
  /// Only this feature, if set.
  public var feature: String?
  /// Only these variants; all when empty.
  public var variants: [VariantID]
  /// Where the feature folders are, for lines by role.
  public var sources: URL
  /// The roles the feature folders' files are counted under: extend
  /// ``/ArchCodebase/RoleRules/standard`` for a pattern whose files have names of their own.
  public var rules: RoleRules
  /// What the report's `command` field says.
  public var command: String
  /// What the report's `machine` field says.
  public var machine: String

  /// A builder with defaults for everything but the scale and timing.
  public init(
    cycles: Int, timed: Bool, timingRuns: Int = 2_000, scenarioRounds: Int = 3, coverage: CoverageFigures? = nil,
    feature: String? = nil, variants: [VariantID] = [], sources: URL = SuiteLines.defaultSources,
    rules: RoleRules = .standard, command: String = "archlab", machine: String = MachineDescription.current
  ) {
    self.cycles = cycles
    self.timed = timed
    self.timingRuns = timingRuns
    self.scenarioRounds = scenarioRounds
    self.coverage = coverage
    self.feature = feature
    self.variants = variants
    self.sources = sources
    self.rules = rules
    self.command = command
    self.machine = machine
  }

  /// Measures and assembles; `progress` gets one line per stage or pair.
  ///
  /// - Throws: When the feature sources cannot be read.
  public func build(_ suite: FeatureSuite, progress: (String) -> Void = { _ in }) throws -> ArchLabReport {
    progress("lines by role")
    let lines = try SuiteLines.measure(suite, sources: sources, rules: rules, only: feature)
      .filter { variants.isEmpty || variants.map(\.rawValue).contains($0.variant) }
    var matrix = LeakMatrix.measure(suite, cycles: cycles, feature: feature, variants: variants) {
      progress("matrix at \(cycles) cycle\(cycles == 1 ? "" : "s"): \($0)")
    }
    var timings: [TimingRow] = []
    var scenarioTime: SampleSummary?
    if timed {
      progress("timing cancellation, \(timingRuns) runs per kind")
      timings = CancellationTimings.measure(runs: timingRuns)
      progress("timing mvp scenarios, \(scenarioRounds) rounds")
      let time = ScenarioTimings.measure(suite, variant: .mvp, rounds: scenarioRounds)
      timings.append(TimingRow(name: "run one mvp scenario headless", nanoseconds: time))
      scenarioTime = time
    } else {
      for index in matrix.indices { matrix[index].popLatency = nil }
    }
    let claims = ArticleClaims.evaluate(
      ClaimInputs(lines: lines, matrix: matrix, presenterScenarioTime: scenarioTime, coverage: coverage))
    return ArchLabReport(
      machine: machine, command: command, cycles: cycles, timed: timed, lines: lines, matrix: matrix, timings: timings,
      claims: claims)
  }
}
