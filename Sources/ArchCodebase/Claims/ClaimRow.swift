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

  /// A row.
  public init(
    claim: String, measured: String, verdict: Verdict, reason: String? = nil, method: String,
    distribution: ClaimDistribution? = nil
  ) {
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
  /// It agrees on some screens, or only roughly.
  case partly
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

  /// `"42 %"`: a fraction as a whole percentage, as every claim writes it.
  package static func percent(_ fraction: Double) -> String { String(format: "%.0f %%", fraction * 100) }
}
