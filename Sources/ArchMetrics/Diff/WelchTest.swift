/// Welch's t-test on two sample summaries: whether their means differ more
/// than their spread and counts explain. It does not assume equal variances.
///
/// ```swift
/// let test = WelchTest(old: before.nanoseconds, new: after.nanoseconds)
/// test?.isSignificant  // p < 0.05
/// ```
public struct WelchTest: Sendable, Equatable {
  /// The t statistic, new mean minus old mean over the combined standard error.
  public var t: Double
  /// The Welch–Satterthwaite degrees of freedom.
  public var degreesOfFreedom: Double
  /// The two-sided p-value.
  public var pValue: Double

  /// The significance level.
  public static let alpha = 0.05

  /// The test of `old` against `new`; `nil` unless both have at least two samples.
  public init?(old: SampleSummary, new: SampleSummary) {
    guard old.count >= 2, new.count >= 2 else { return nil }
    let n1 = Double(old.count)
    let n2 = Double(new.count)
    let v1 = old.standardDeviation * old.standardDeviation / n1
    let v2 = new.standardDeviation * new.standardDeviation / n2
    let difference = new.mean - old.mean
    let standardError = (v1 + v2).squareRoot()
    guard standardError > 0 else {
      // No spread at all: any difference is certain, none is no evidence.
      t = difference == 0 ? 0 : (difference > 0 ? .infinity : -.infinity)
      degreesOfFreedom = n1 + n2 - 2
      pValue = difference == 0 ? 1 : 0
      return
    }
    t = difference / standardError
    degreesOfFreedom = (v1 + v2) * (v1 + v2) / (v1 * v1 / (n1 - 1) + v2 * v2 / (n2 - 1))
    pValue = StudentT.twoSidedPValue(t: t, degreesOfFreedom: degreesOfFreedom)
  }

  /// Whether p < ``alpha``.
  public var isSignificant: Bool { pValue < Self.alpha }
}
