/// The rule that turns a size claim's figures into a verdict: one
/// implementation for the feature suite's claims, an app's (`archlab
/// claims`) and a study's pools.
///
/// The figure is the median over the screens, each app counting once,
/// with its 95 % interval from a bootstrap that resamples apps and, within
/// each, its screens (``ClaimUncertainty``). A claim **holds** when the
/// interval lies inside the claimed range, **does not hold** when it lies
/// outside it, and is **inconclusive** otherwise: fewer than three apps
/// (three screens for one app), or an interval across a bound. More
/// evidence narrows the interval, so a large study can say no; one app of
/// many screens weighs as one app.
package enum ClaimJudge {
  /// The rule, in words, as every verdict's reason ends.
  package static let rule =
    "holds when the median's 95 % interval (apps resampled, each counting once) lies inside the range, does not "
    + "hold when it lies outside, inconclusive otherwise (under \(ClaimUncertainty.fewest) apps, or screens of one "
    + "app, or across a bound)"

  /// A share claim over `samples` (one per screen, of the app `apps`
  /// names at the same index; one app when `apps` is empty), judged
  /// against the claim's range.
  package static func share(
    _ claim: ArticleClaim, samples: [ClaimDistribution.Sample], apps: [String] = [], method: String,
    seed: UInt64 = ClaimUncertainty.defaultSeed
  ) -> ClaimRow {
    let range = claim.range ?? 0...1
    let spread = ClaimDistribution(samples, claimed: range, unit: claim.unit)
    let sure = uncertainty(samples, apps: apps, range: range, seed: seed)
    let (verdict, why) = judge(sure, spread, pooled: !apps.isEmpty)
    return ClaimRow(
      claim,
      measured: "median \(spread.format(sure.median)), \(interval(sure, spread)); "
        + "\(spread.format(spread.minimum))–\(spread.format(spread.maximum)), in range on \(spread.inRange) of "
        + "\(spread.count) screens" + beside(sure, spread),
      verdict: verdict, reason: why + "; " + rule, method: method, distribution: spread, uncertainty: sure)
  }

  /// A "shorter" claim: `samples` are each screen's saving,
  /// 1 − variant ÷ base, judged against 25–30 % by the same rule.
  package static func shorter(
    _ claim: ArticleClaim, samples: [ClaimDistribution.Sample], apps: [String] = [], variant: String, base: String,
    method: String, seed: UInt64 = ClaimUncertainty.defaultSeed
  ) -> ClaimRow {
    let range = claim.range ?? 0.25...0.30
    let spread = ClaimDistribution(samples, claimed: range)
    let sure = uncertainty(samples, apps: apps, range: range, seed: seed)
    let (verdict, why) = judge(sure, spread, pooled: !apps.isEmpty)
    return ClaimRow(
      claim,
      measured: "\(variant) is \(shorterOrLonger(sure.median)) than \(base) (median, \(interval(sure, spread)); "
        + "\(ClaimRow.percent(spread.minimum)) to \(ClaimRow.percent(spread.maximum)), in range on "
        + "\(spread.inRange) of \(spread.count) screens)" + beside(sure, spread),
      verdict: verdict, reason: why + "; " + rule, method: method, distribution: spread, uncertainty: sure)
  }

  static func uncertainty(
    _ samples: [ClaimDistribution.Sample], apps: [String], range: ClosedRange<Double>, seed: UInt64
  ) -> ClaimUncertainty {
    let labels = apps.count == samples.count ? apps : Array(repeating: "", count: samples.count)
    return ClaimUncertainty(values: samples.map(\.value), apps: labels, claimed: range, seed: seed)
  }

  /// The verdict and why, in words: the interval against the range. A
  /// pool of apps needs three apps; one app alone, three screens.
  static func judge(_ sure: ClaimUncertainty, _ spread: ClaimDistribution, pooled: Bool) -> (Verdict, String) {
    let range = claimedRange(spread)
    let units = pooled ? sure.apps : sure.screens
    if units < ClaimUncertainty.fewest {
      let what = pooled ? "apps" : "screens of one app"
      return (.inconclusive, "too few \(what) (\(units); an interval needs \(ClaimUncertainty.fewest))")
    }
    let band = "the 95 % interval \(bounds(sure, spread))"
    let lower = spread.claimedLower - 1e-9
    let upper = spread.claimedUpper + 1e-9
    if sure.lower >= lower && sure.upper <= upper { return (.holds, "\(band) lies inside \(range)") }
    if sure.upper < lower || sure.lower > upper { return (.doesNotHold, "\(band) lies outside \(range)") }
    let bounds = [spread.claimedLower, spread.claimedUpper].filter { sure.lower < $0 && $0 < sure.upper }
    return (.inconclusive, "\(band) straddles \(bounds.map { spread.format($0) }.joined(separator: " and "))")
  }

  /// `"95 % interval 58 %–67 % over 12 apps, 180 screens"`, or `"… over its
  /// 18 screens"` for one app.
  static func interval(_ sure: ClaimUncertainty, _ spread: ClaimDistribution) -> String {
    let over =
      sure.apps == 1
      ? "over its \(sure.screens) screen\(sure.screens == 1 ? "" : "s")"
      : "over \(sure.apps) apps, \(sure.screens) screens"
    return "95 % interval \(bounds(sure, spread)) \(over)"
  }

  /// `"51 %–66 %"`; to a tenth where whole numbers would hide which side
  /// of a claimed bound an end is on (`"29.9 %–35 %"`).
  static func bounds(_ sure: ClaimUncertainty, _ spread: ClaimDistribution) -> String {
    func end(_ value: Double) -> String {
      let near = [spread.claimedLower, spread.claimedUpper].contains { spread.format($0) == spread.format(value) }
      guard near, spread.unit == nil, abs(value - spread.claimedLower) > 1e-9, abs(value - spread.claimedUpper) > 1e-9
      else { return spread.format(value) }
      return String(format: "%.1f %%", value * 100)
    }
    return "\(end(sure.lower))–\(end(sure.upper))"
  }

  /// For several apps: the screen-weighted median and what one app moves.
  static func beside(_ sure: ClaimUncertainty, _ spread: ClaimDistribution) -> String {
    guard sure.apps > 1, let low = sure.leaveOneOutLowest, let high = sure.leaveOneOutHighest else { return "" }
    let movers = sure.movers.map { "\($0.app) \(spread.format($0.median))" }.joined(separator: ", ")
    return "; every screen once: median \(spread.format(sure.screenMedian)); without one app: "
      + "\(spread.format(low))–\(spread.format(high)) "
      + (movers.isEmpty ? "(no app alone moves it)" : "(most: \(movers))")
  }

  /// The range a distribution was judged against: `"40–60 %"`.
  package static func claimedRange(_ spread: ClaimDistribution) -> String {
    guard spread.unit == nil else {
      return "\(spread.format(spread.claimedLower))–\(spread.format(spread.claimedUpper))"
    }
    return "\(Int((spread.claimedLower * 100).rounded()))–\(ClaimRow.percent(spread.claimedUpper))"
  }

  /// The rule of a claim judged screen by screen (the suite's runtime claims).
  package static func everyScreenRule(_ test: String) -> String {
    "holds when every screen \(test), does not hold when none does, partly otherwise"
  }

  /// `"27 % shorter"`, or `"270 % longer"` for a negative saving.
  package static func shorterOrLonger(_ saving: Double) -> String {
    saving < 0 ? "\(ClaimRow.percent(-saving)) longer" : "\(ClaimRow.percent(saving)) shorter"
  }
}
