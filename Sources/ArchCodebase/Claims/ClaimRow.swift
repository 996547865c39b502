import Foundation

/// One claim of the article, measured.
public struct ClaimRow: Sendable, Codable, Equatable {
  /// Which claim this is: the key `diff` matches rows by. A file written
  /// before rows carried it reads its id from ``claim``'s words; `nil`
  /// for a row of a claim ArchLab does not declare.
  public var id: ArticleClaim?
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

  /// A row of `claim`.
  public init(
    _ claim: ArticleClaim, measured: String, verdict: Verdict, reason: String? = nil, method: String,
    distribution: ClaimDistribution? = nil, uncertainty: ClaimUncertainty? = nil
  ) {
    self.init(
      claim: claim.words, measured: measured, verdict: verdict, reason: reason, method: method,
      distribution: distribution, uncertainty: uncertainty)
    id = claim
  }

  /// A row of a claim in `claim`'s words, its id read from them
  /// (`nil` when they are no declared claim's).
  package init(
    claim: String, measured: String, verdict: Verdict, reason: String? = nil, method: String,
    distribution: ClaimDistribution? = nil, uncertainty: ClaimUncertainty? = nil
  ) {
    self.id = ArticleClaim(words: claim)
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
  enum CodingKeys: String, CodingKey {
    case id, claim, measured, verdict, method, distribution, reason, uncertainty
  }

  /// Reads a row; one without an id (written before rows carried it) or
  /// with an id this version does not know takes the id its words name.
  public init(from decoder: any Decoder) throws {
    let row = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      claim: try row.decode(String.self, forKey: .claim), measured: try row.decode(String.self, forKey: .measured),
      verdict: try row.decode(Verdict.self, forKey: .verdict),
      reason: try row.decodeIfPresent(String.self, forKey: .reason),
      method: try row.decode(String.self, forKey: .method),
      distribution: try row.decodeIfPresent(ClaimDistribution.self, forKey: .distribution),
      uncertainty: try row.decodeIfPresent(ClaimUncertainty.self, forKey: .uncertainty))
    if let id = try? row.decodeIfPresent(ArticleClaim.self, forKey: .id) { self.id = id }
  }

  /// The key two files' rows are matched by: the id, or the words of a
  /// claim with none.
  package var key: String { id?.id ?? claim }

  /// A claim this run could not measure, and why.
  package static func notMeasured(_ claim: ArticleClaim, _ why: String) -> ClaimRow {
    ClaimRow(claim, measured: "—", verdict: .notMeasured, method: why)
  }

  /// `"42"`: a fraction as a whole number of percent, without the sign,
  /// for tables that say "%" in their header; never traps, whatever a
  /// hand-edited file holds (`1e308` reads `1.00e+310`).
  package static func wholePercent(_ fraction: Double) -> String {
    String(percent(fraction).dropLast(2))
  }

  /// `"42 %"`, but `"99.7 %"` and `"0.4 %"`: a whole percentage unless
  /// rounding would make it read full or none when it is not (a
  /// coverage of 99.7 % is not every line). A tenth is cut, never
  /// rounded up: `0.9999` reads `"99.9 %"`.
  package static func percentKeepingEnds(_ fraction: Double) -> String {
    let whole = percent(fraction)
    guard (whole == "100 %" && fraction < 1) || (whole == "0 %" && fraction > 0) else { return whole }
    let tenths = fraction < 1 ? (fraction * 1000).rounded(.down) : (fraction * 1000).rounded(.up)
    return String(format: "%.1f %%", max(1, min(999, tenths)) / 10)
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
