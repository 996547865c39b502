/// The rules that turn a size claim's figures into a verdict: one
/// implementation for the feature suite's claims and for an app's
/// (`archlab claims`).
///
/// - A share claim (the presenter is 40–60 %): **holds** when every screen
///   is in the range, **does not hold** when none is, **partly** otherwise.
/// - A "shorter" claim (MVVM 25–30 % shorter than MVP): **holds** when
///   every screen's saving is in the range, **partly** when some is or the
///   median saving is within 15–40 %, **does not hold** otherwise.
package enum ClaimJudge {
  /// The wider band within which a median saving still counts as partly.
  static let shorterTolerance = 0.15...0.40

  /// A share claim over `samples` (one per screen), judged against `range`.
  package static func share(
    _ claim: String, samples: [ClaimDistribution.Sample], range: ClosedRange<Double>, method: String
  ) -> ClaimRow {
    let spread = ClaimDistribution(samples, claimed: range)
    return ClaimRow(
      claim: claim,
      measured: "\(ClaimRow.percent(spread.minimum))–\(ClaimRow.percent(spread.maximum)) "
        + "(median \(ClaimRow.percent(spread.median))), in range on \(spread.inRange) of \(spread.count) screens",
      verdict: spread.inRange == spread.count ? .holds : spread.inRange == 0 ? .doesNotHold : .partly,
      reason: "\(spread.inRange) of \(spread.count) screens in \(claimedRange(spread)); "
        + everyScreenRule("is in the range"),
      method: method, distribution: spread)
  }

  /// The range a distribution was judged against: `"40–60 %"`.
  package static func claimedRange(_ spread: ClaimDistribution) -> String {
    "\(Int((spread.claimedLower * 100).rounded()))–\(ClaimRow.percent(spread.claimedUpper))"
  }

  /// The rule of a claim judged screen by screen.
  package static func everyScreenRule(_ test: String) -> String {
    "holds when every screen \(test), does not hold when none does, partly otherwise"
  }

  /// A "shorter" claim: `samples` are each screen's saving,
  /// 1 − variant ÷ base, judged against 25–30 %.
  package static func shorter(
    _ claim: String, samples: [ClaimDistribution.Sample], variant: String, base: String, method: String
  ) -> ClaimRow {
    let spread = ClaimDistribution(samples, claimed: 0.25...0.30)
    let verdict: Verdict =
      spread.inRange == spread.count
      ? .holds
      : spread.inRange > 0 || shorterTolerance.contains(spread.median) ? .partly : .doesNotHold
    let screens = "\(spread.count) screen\(spread.count == 1 ? "" : "s")"
    return ClaimRow(
      claim: claim,
      measured: "\(variant) is \(shorterOrLonger(spread.median)) than \(base) (median of \(screens); "
        + "\(ClaimRow.percent(spread.minimum)) to \(ClaimRow.percent(spread.maximum)))",
      verdict: verdict,
      reason: "median saving \(ClaimRow.percent(spread.median)) against \(claimedRange(spread)), "
        + "\(spread.inRange) of \(spread.count) screens in range; holds when every screen's saving is in "
        + "\(claimedRange(spread)), partly when some screen's is or the median is within "
        + "\(Int(shorterTolerance.lowerBound * 100))–\(ClaimRow.percent(shorterTolerance.upperBound)), "
        + "does not hold otherwise",
      method: method, distribution: spread)
  }

  /// `"27 % shorter"`, or `"270 % longer"` for a negative saving.
  package static func shorterOrLonger(_ saving: Double) -> String {
    saving < 0 ? "\(ClaimRow.percent(-saving)) longer" : "\(ClaimRow.percent(saving)) shorter"
  }
}
