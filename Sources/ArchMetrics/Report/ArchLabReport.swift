import ArchCodebase

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
  public static let currentSchema = 3

  /// The schema the report was written with.
  public var schema: Int
  /// What the figures were measured on: `"Linux x86_64, 2 cores, Swift 6.3.1, release"`.
  public var machine: String
  /// How it was made: `"archlab-bench --cycles 200"`.
  public var command: String
  /// Cycles of each scale run (open → act → pop, on one host).
  public var cycles: Int
  /// Whether real time was measured: an untimed report (`archlab compare`)
  /// has no timings and no pop latencies, which is not the same as zero.
  public var timed: Bool
  /// Code lines per feature × variant × role.
  public var lines: [LinesRow]
  /// Leaks and cancellation per feature × variant.
  public var matrix: [MatrixRow]
  /// Real-time figures with their samples' summary.
  public var timings: [TimingRow]
  /// The article's claims, measured.
  public var claims: [ClaimRow]
  /// For a run of `archlab claims` on an app's code: what was counted,
  /// left out and grouped into screens; `nil` for a run of the suite.
  public var codebase: CodebaseSummary?
  /// Which ArchLab made the report, from which commit, and when; `nil` in
  /// reports written before it was kept.
  public var provenance: Provenance?

  /// A report of the current schema.
  public init(
    machine: String, command: String, cycles: Int, timed: Bool = true, lines: [LinesRow] = [],
    matrix: [MatrixRow] = [], timings: [TimingRow] = [], claims: [ClaimRow] = []
  ) {
    schema = Self.currentSchema
    self.machine = machine
    self.command = command
    self.cycles = cycles
    self.timed = timed
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
  /// The part of a screen's code: `"logic"`, `"view"`, `"model"`,
  /// `"wiring"`, `"other"`, or `"shared model"` (the feature's or app's
  /// model, beside the screen); a role (`"presenter"`) in reports written
  /// before the suite was counted by parts.
  public var role: String
  /// Code lines (no blanks, no comments).
  public var code: Int
  /// Its code over the screen's logic + view + model, 0…1 (above 1 for a
  /// figure beside the screen that is larger than it).
  public var share: Double

  /// The rows beside a screen's logic + view + model, in no share's
  /// denominator: wiring, other, the shared model.
  public static let besideRoles: Set<String> = ["wiring", "other", "shared model"]

  /// `roles` in the order tables show them: the parts (logic, view,
  /// model, wiring, other, shared model), then the rest as first named.
  public static func ordered(_ roles: [String]) -> [String] {
    let parts = ScreenPart.allCases.map(\.rawValue) + ["shared model"]
    var seen = Set<String>()
    let unique = roles.filter { seen.insert($0).inserted }
    return parts.filter(seen.contains) + unique.filter { !parts.contains($0) }
  }

  /// Whether rows of `roles` are parts, as reports since the suite was
  /// counted by parts write them, rather than an older report's roles.
  public static func arePartRows(_ roles: [String]) -> Bool {
    let parts = Set(ScreenPart.allCases.map(\.rawValue) + ["shared model"])
    return roles.allSatisfy(parts.contains)
  }

  /// Whether this row is beside the screen's logic + view + model.
  public var isBeside: Bool { Self.besideRoles.contains(role) }

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
///
/// The leak figures come from the scale runs: each scenario in
/// ``scaleScenarios`` (the first of each kind that can leak: rotation, pop
/// mid-flight, background, process death) run `cycles` times on one host,
/// summed. The upstream figures count over every scenario and every scale
/// run; docs/Metrics.md defines each one.
public struct MatrixRow: Sendable, Codable, Equatable {
  /// The feature's name.
  public var feature: String
  /// The variant's name.
  public var variant: String
  /// Scenarios run on this variant.
  public var scenarios: Int
  /// Scenarios that passed (frames and probes as declared).
  public var passed: Int
  /// The names of the scenarios that did not pass.
  public var failedScenarios: [String]
  /// Steps of the scale runs and of the runs that count duplicate requests
  /// that did not show what the scenario expects; any makes the row fail.
  public var mismatchedSteps: Int
  /// The scenarios the scale figures come from, each run `cycles` times.
  public var scaleScenarios: [String]
  /// Subscriptions still live after the scale runs.
  public var liveSubscriptions: Int
  /// Tasks still live (or killed only by process death) after the scale runs.
  public var liveTasks: Int
  /// Views, presenters and view models still alive after the scale runs.
  public var objectsAlive: Int
  /// Renders to destroyed views during the scale runs.
  public var rendersAfterDestroy: Int
  /// Requests that completed after their consumer was gone, over every
  /// scenario and scale run.
  public var completedForNobody: Int
  /// Requests that completed while their consumer was there, after it had
  /// begun a newer request of the same service (stale answers), over every
  /// scenario and scale run. Not a leak: a figure of wasted work.
  public var completedStale: Int
  /// Requests still running after teardown and a minute of virtual time,
  /// over every scenario and scale run.
  public var stillInFlight: Int
  /// Extra requests each rotation caused (0 when work survives rotation).
  public var duplicateRequestsPerRotation: Double
  /// Virtual seconds from a pop mid-flight until upstream was idle; `nil`
  /// when it was still busy after the watch window.
  public var upstreamIdleAfterPop: Double?
  /// Real time a pop took (teardown included), over every pop of the scale
  /// runs; `nil` when not timed.
  public var popLatency: SampleSummary?
  /// Whether the variant is a control written to leak (`mvp-leaky`, …),
  /// whose leaks show the probes work; `nil` in reports made before it was
  /// recorded.
  public var leaksOnPurpose: Bool?

  /// A row.
  public init(
    feature: String, variant: String, scenarios: Int, passed: Int, failedScenarios: [String] = [],
    mismatchedSteps: Int = 0,
    scaleScenarios: [String] = [], liveSubscriptions: Int, liveTasks: Int, objectsAlive: Int,
    rendersAfterDestroy: Int, completedForNobody: Int, completedStale: Int = 0, stillInFlight: Int = 0,
    duplicateRequestsPerRotation: Double, upstreamIdleAfterPop: Double?, popLatency: SampleSummary? = nil
  ) {
    self.feature = feature
    self.variant = variant
    self.scenarios = scenarios
    self.passed = passed
    self.failedScenarios = failedScenarios
    self.mismatchedSteps = mismatchedSteps
    self.scaleScenarios = scaleScenarios
    self.liveSubscriptions = liveSubscriptions
    self.liveTasks = liveTasks
    self.objectsAlive = objectsAlive
    self.rendersAfterDestroy = rendersAfterDestroy
    self.completedForNobody = completedForNobody
    self.completedStale = completedStale
    self.stillInFlight = stillInFlight
    self.duplicateRequestsPerRotation = duplicateRequestsPerRotation
    self.upstreamIdleAfterPop = upstreamIdleAfterPop
    self.popLatency = popLatency
  }

  /// Whether every scenario passed and no step of any other run mismatched.
  public var isPassing: Bool { passed == scenarios && mismatchedSteps == 0 }

  /// Whether the row passes and every leak figure is zero.
  public var isClean: Bool {
    isPassing && liveSubscriptions == 0 && liveTasks == 0 && objectsAlive == 0 && rendersAfterDestroy == 0
      && completedForNobody == 0 && stillInFlight == 0
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
