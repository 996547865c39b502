/// What a run of ArchFlow's micro benchmarks found, for the HTML page:
/// each row's median and its ratio against its floor (a baseline row run in
/// the same process), the targets those ratios are held to, and where and
/// when they were measured.
///
/// Wall-clock figures mean something only against a floor timed beside
/// them, so the page shows ratios, not nanoseconds: `StateFlow.emit (1
/// subscriber)` at 1.67× `Raw.emit (1 subscriber)`, against a limit of 2×.
/// archlab-bench fills one from its own report; it is not part of an
/// ``ArchLabReport`` or its JSON.
///
/// ```swift
/// let summary = BenchmarkSummary(
///   rows: [
///     .init(name: "Raw.emit (1 subscriber)", unit: "ns/emit", median: 36.6),
///     .init(name: "StateFlow.emit (1 subscriber)", unit: "ns/emit", median: 61.1,
///           baseline: "Raw.emit (1 subscriber)", ratio: 1.67),
///   ],
///   targets: [
///     .init(title: "StateFlow.emit ≤ 2× raw at N = 1", row: "StateFlow.emit (1 subscriber)",
///           limit: 2, ratio: 1.67, pass: true),
///   ],
///   machine: "vm, 2 cores, Debian GNU/Linux 12, Swift 6.3, release build", date: "2026-12-01T11:11:26Z")
/// let page = HTMLRenderer(benchmarks: summary).render(report)
/// ```
public struct BenchmarkSummary: Sendable, Equatable {
  /// One benchmark's figure.
  public struct Row: Sendable, Equatable {
    /// `"StateFlow.emit (1 subscriber)"`.
    public var name: String
    /// What the median counts: `"ns/emit"`, `"B/subscription"`.
    public var unit: String
    /// The median of the samples, in `unit`.
    public var median: Double
    /// The row this one is divided by; `nil` for a floor.
    public var baseline: String?
    /// `median` over the baseline's median; `nil` without a baseline.
    public var ratio: Double?

    /// A row.
    public init(name: String, unit: String, median: Double, baseline: String? = nil, ratio: Double? = nil) {
      self.name = name
      self.unit = unit
      self.median = median
      self.baseline = baseline
      self.ratio = ratio
    }
  }

  /// A limit a row's ratio is held to.
  public struct Target: Sendable, Equatable {
    /// What is promised: `"StateFlow.emit ≤ 2× raw at N = 1"`.
    public var title: String
    /// The row whose ratio is judged.
    public var row: String
    /// The largest ratio that passes.
    public var limit: Double
    /// The row's ratio; `nil` when it could not be measured (a miss).
    public var ratio: Double?
    /// Whether the ratio is within the limit.
    public var pass: Bool

    /// A target.
    public init(title: String, row: String, limit: Double, ratio: Double?, pass: Bool) {
      self.title = title
      self.row = row
      self.limit = limit
      self.ratio = ratio
      self.pass = pass
    }
  }

  /// The prefix of the ``ArchLabReport/timings`` that repeat these rows:
  /// archlab-bench adds each micro benchmark to the report as
  /// `"flow: <row name>"`, so one JSON file holds every figure for a diff.
  /// The HTML page shows such timings with the micro benchmarks, apart
  /// from the scenario and cancellation timings.
  public static let timingPrefix = "flow: "

  /// The rows in the order they ran, floors before the rows divided by them.
  public var rows: [Row]
  /// The targets, judged.
  public var targets: [Target]
  /// Where they ran: host, cores, system, compiler, build.
  public var machine: String
  /// When they ran, as the benchmark wrote it.
  public var date: String
  /// How the rows were measured, one sentence each.
  public var notes: [String]

  /// A summary.
  public init(rows: [Row], targets: [Target], machine: String, date: String, notes: [String] = []) {
    self.rows = rows
    self.targets = targets
    self.machine = machine
    self.date = date
    self.notes = notes
  }
}
