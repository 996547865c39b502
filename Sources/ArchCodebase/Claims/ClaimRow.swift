import Foundation

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
  /// For a size claim, how its figure spreads over the screens; `nil` for
  /// other claims and for claims not measured.
  public var distribution: ClaimDistribution?
  /// Why the verdict is what it is: the measured figure against the
  /// claimed one, and the rule that judges them (`"2 of 6 screens in
  /// 40–60 %; holds when every screen is in the range, …"`); `nil` when
  /// not measured (``method`` says why) and in reports written before it.
  public var reason: String?
  /// For a size claim, how sure its median is: the 95 % interval, the
  /// apps and screens, what one app moves; `nil` for other claims and in
  /// reports written before verdicts had intervals.
  public var uncertainty: ClaimUncertainty?

  /// A row.
  public init(
    claim: String, measured: String, verdict: Verdict, reason: String? = nil, method: String,
    distribution: ClaimDistribution? = nil, uncertainty: ClaimUncertainty? = nil
  ) {
    self.uncertainty = uncertainty
    self.claim = claim
    self.measured = measured
    self.verdict = verdict
    self.method = method
    self.distribution = distribution
    self.reason = reason
  }
}

/// Whether a claim holds.
public enum Verdict: String, Sendable, Codable, Equatable, CaseIterable {
  /// The measurement agrees with the claim.
  case holds
  /// It agrees on some screens, or only roughly (the suite's runtime
  /// claims, judged screen by screen).
  case partly
  /// The evidence cannot tell: too few apps or screens, or the interval
  /// of the median straddles a bound of the claimed range (size claims).
  case inconclusive
  /// It disagrees.
  case doesNotHold = "does not hold"
  /// ArchLab could not measure it on this run; `method` says why.
  case notMeasured = "not measured"
}

extension ClaimRow {
  /// A claim this run could not measure, and why.
  package static func notMeasured(_ claim: String, _ why: String) -> ClaimRow {
    ClaimRow(claim: claim, measured: "—", verdict: .notMeasured, method: why)
  }

  /// `"42"`: a fraction as a whole number of percent, without the sign,
  /// for tables that say "%" in their header; never traps, whatever a
  /// hand-edited file holds (`1e308` reads `1.00e+310`).
  package static func wholePercent(_ fraction: Double) -> String {
    String(percent(fraction).dropLast(2))
  }

  /// `"42 %"`: a fraction as a whole percentage, as every claim writes it.
  ///
  /// From 10^15 % up (a hand-edited JSON's `1e308`), three figures and a
  /// power of ten, `"1.00e+310 %"`, read from the fraction's own digits:
  /// × 100 would overflow to `inf` past 1.8e306.
  package static func percent(_ fraction: Double) -> String {
    guard fraction.isFinite, abs(fraction) >= 1e13 else { return String(format: "%.0f %%", fraction * 100) }
    // "1.00e+308": × 100 moves the point two places, the digits stay.
    let parts = String(format: "%.2e", fraction).split(separator: "e")
    guard parts.count == 2, let exponent = Int(parts[1]) else { return String(format: "%.2e %%", fraction * 100) }
    return "\(parts[0])e+\(exponent + 2) %"
  }
}
