/// One figure of two reports: its key, old and new values, the change, and
/// for timings whether the change is significant.
public struct FigureChange: Sendable, Equatable {
  /// How the figure differs between the reports.
  public enum Status: String, Sendable, Equatable {
    /// Only in the new report.
    case added
    /// Only in the old report.
    case removed
    /// In both, with different values.
    case changed
    /// In both, with the same value.
    case unchanged
    /// A timing that one of the runs did not measure (an untimed run):
    /// nothing to compare, and not a change to zero.
    case unmeasured
  }

  /// The stable path of the figure: `"matrix/search/mvp/liveSubscriptions"`.
  public var key: String
  /// The old value; `nil` when added. `+∞` for an upstream still busy.
  public var old: Double?
  /// The new value; `nil` when removed.
  public var new: Double?
  /// Welch's t-test of the two sample summaries behind a timing figure;
  /// `nil` for counts, or when a side has fewer than two samples.
  public var test: WelchTest?
  /// Whether the figure comes from samples (a timing), so significance applies.
  public var isTiming: Bool
  /// Whether a run has the figure's row but did not measure it; the side
  /// it lacks is `nil`.
  public var isUnmeasured: Bool

  /// A figure change.
  public init(
    key: String, old: Double?, new: Double?, test: WelchTest? = nil, isTiming: Bool = false,
    isUnmeasured: Bool = false
  ) {
    self.key = key
    self.old = old
    self.new = new
    self.test = test
    self.isTiming = isTiming
    self.isUnmeasured = isUnmeasured
  }

  /// Added, removed, changed, unchanged or unmeasured.
  public var status: Status {
    if isUnmeasured { return .unmeasured }
    return switch (old, new) {
    case (nil, _): .added
    case (_, nil): .removed
    case (let old?, let new?): old == new || (old.isNaN && new.isNaN) ? .unchanged : .changed
    }
  }

  /// New minus old; `nil` unless both are present and finite.
  public var absoluteChange: Double? {
    guard let old, let new, old.isFinite, new.isFinite else { return nil }
    return new - old
  }

  /// The change as a percentage of the old value; `nil` when the old value
  /// is zero, or the percentage is past what a `Double` holds (1 to 1e308
  /// is 1e310 %), never `inf`.
  public var percentChange: Double? {
    guard let change = absoluteChange, let old, old != 0 else { return nil }
    let percent = change / abs(old) * 100
    return percent.isFinite ? percent : nil
  }

  /// Whether a timing's change is significant: p < 0.05 with two or more samples on both sides.
  public var isSignificant: Bool {
    test?.isSignificant ?? false
  }
}
