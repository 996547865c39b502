/// Everything one run of ArchLab measured, as a value: lines by role, the
/// leak and cancellation matrix, timings, and the article's claims with
/// verdicts. Codable with a versioned ``schema``, so two runs saved as JSON
/// can be compared with ``ReportDiff``.
///
/// ```swift
/// let report = try JSONDecoder().decode(ArchLabReport.self, from: data)
/// print(TextRenderer().render(report))
/// ```
public struct ArchLabReport: Sendable, Codable, Equatable {
  /// The schema this build writes and reads.
  public static let currentSchema = 1

  /// The schema the report was written with.
  public var schema: Int
  /// What the figures were measured on: `"Linux x86_64, 2 cores, Swift 6.3.1, release"`.
  public var machine: String
  /// How it was made: `"archlab-bench --cycles 200"`.
  public var command: String
  /// Cycles of each scale run (open → act → rotate → pop).
  public var cycles: Int
  /// Code lines per feature × variant × role.
  public var lines: [LinesRow]
  /// Leaks and cancellation per feature × variant.
  public var matrix: [MatrixRow]
  /// Real-time figures with their samples' summary.
  public var timings: [TimingRow]
  /// The article's claims, measured.
  public var claims: [ClaimRow]

  /// A report of the current schema.
  public init(
    machine: String, command: String, cycles: Int, lines: [LinesRow] = [], matrix: [MatrixRow] = [],
    timings: [TimingRow] = [], claims: [ClaimRow] = []
  ) {
    schema = Self.currentSchema
    self.machine = machine
    self.command = command
    self.cycles = cycles
    self.lines = lines
    self.matrix = matrix
    self.timings = timings
    self.claims = claims
  }
}

/// Code lines of one role in one variant of one feature.
public struct LinesRow: Sendable, Codable, Equatable {
  /// The feature's name: `"search"`.
  public var feature: String
  /// The variant's name: `"mvp"`.
  public var variant: String
  /// The role: `"presenter"`, `"view"`, `"model"`, …
  public var role: String
  /// Code lines (no blanks, no comments).
  public var code: Int
  /// This role's share of the variant's code, 0…1.
  public var share: Double

  /// A row.
  public init(feature: String, variant: String, role: String, code: Int, share: Double) {
    self.feature = feature
    self.variant = variant
    self.role = role
    self.code = code
    self.share = share
  }
}

/// Leaks and cancellation of one variant of one feature.
public struct MatrixRow: Sendable, Codable, Equatable {
  /// The feature's name.
  public var feature: String
  /// The variant's name.
  public var variant: String
  /// Scenarios run on this variant.
  public var scenarios: Int
  /// Scenarios that passed (frames and probes as declared).
  public var passed: Int
  /// Subscriptions still live after the scale run.
  public var liveSubscriptions: Int
  /// Tasks still live (or killed only by process death) after the scale run.
  public var liveTasks: Int
  /// Views, presenters and view models still alive after the scale run.
  public var objectsAlive: Int
  /// Renders to destroyed views during the scale run.
  public var rendersAfterDestroy: Int
  /// Upstream requests that completed after their consumer was gone, over
  /// every scenario and the scale run.
  public var completedForNobody: Int
  /// Extra requests each rotation caused (0 when work survives rotation).
  public var duplicateRequestsPerRotation: Double
  /// Virtual seconds from a pop mid-flight until upstream was idle; `nil`
  /// when it was still busy after the watch window.
  public var upstreamIdleAfterPop: Double?
  /// Real time a pop took (teardown included), over every pop of the run.
  public var popLatency: SampleSummary

  /// A row.
  public init(
    feature: String, variant: String, scenarios: Int, passed: Int, liveSubscriptions: Int, liveTasks: Int,
    objectsAlive: Int, rendersAfterDestroy: Int, completedForNobody: Int, duplicateRequestsPerRotation: Double,
    upstreamIdleAfterPop: Double?, popLatency: SampleSummary
  ) {
    self.feature = feature
    self.variant = variant
    self.scenarios = scenarios
    self.passed = passed
    self.liveSubscriptions = liveSubscriptions
    self.liveTasks = liveTasks
    self.objectsAlive = objectsAlive
    self.rendersAfterDestroy = rendersAfterDestroy
    self.completedForNobody = completedForNobody
    self.duplicateRequestsPerRotation = duplicateRequestsPerRotation
    self.upstreamIdleAfterPop = upstreamIdleAfterPop
    self.popLatency = popLatency
  }

  /// Whether every leak figure is zero.
  public var isClean: Bool {
    liveSubscriptions == 0 && liveTasks == 0 && objectsAlive == 0 && rendersAfterDestroy == 0 && completedForNobody == 0
  }
}

/// A real-time figure: what was timed and the summary of its samples.
public struct TimingRow: Sendable, Codable, Equatable {
  /// What was timed: `"cancel a callback subscription"`.
  public var name: String
  /// The samples, in nanoseconds.
  public var nanoseconds: SampleSummary

  /// A row.
  public init(name: String, nanoseconds: SampleSummary) {
    self.name = name
    self.nanoseconds = nanoseconds
  }
}

/// One claim of the article, measured.
public struct ClaimRow: Sendable, Codable, Equatable {
  /// The claim in the article's words: `"the presenter is 40–60 % of a screen's code"`.
  public var claim: String
  /// What ArchLab measured, in words and figures.
  public var measured: String
  /// The verdict.
  public var verdict: Verdict
  /// How it was measured, or why it could not be.
  public var method: String

  /// A row.
  public init(claim: String, measured: String, verdict: Verdict, method: String) {
    self.claim = claim
    self.measured = measured
    self.verdict = verdict
    self.method = method
  }
}

/// Whether a claim holds.
public enum Verdict: String, Sendable, Codable, Equatable, CaseIterable {
  /// The measurement agrees with the claim.
  case holds
  /// It agrees on some screens, or only roughly.
  case partly
  /// It disagrees.
  case doesNotHold = "does not hold"
  /// ArchLab could not measure it on this run; `method` says why.
  case notMeasured = "not measured"
}
