import Foundation

/// Role shares and variant sizes from the lines table, for the claims
/// about code size.
struct RoleShares {
  let lines: [LinesRow]

  init(_ lines: [LinesRow]) { self.lines = lines }

  /// The share of `roles` together in each feature's `mvp` variant, judged
  /// against `range`.
  func claim(_ claim: String, roles: Set<String>, range: ClosedRange<Double>) -> ClaimRow {
    let features = Set(lines.filter { $0.variant == "mvp" }.map(\.feature)).sorted()
    guard !features.isEmpty else { return ArticleClaims.notMeasured(claim, "no mvp lines in this run") }
    let shares = features.map { feature in
      lines.filter { $0.feature == feature && $0.variant == "mvp" && roles.contains($0.role) }.map(\.share).reduce(0, +)
    }
    let inside = shares.filter(range.contains).count
    let sorted = shares.sorted()
    return ClaimRow(
      claim: claim,
      measured: "\(ArticleClaims.percent(sorted[0]))–\(ArticleClaims.percent(sorted[sorted.count - 1])) "
        + "(median \(ArticleClaims.percent(Self.median(sorted)))), in range on \(inside) of \(features.count) screens",
      verdict: inside == features.count ? .holds : inside == 0 ? .doesNotHold : .partly,
      method: "code lines (no blanks or comments) of the mvp variant by role (\(roles.sorted().joined(separator: " + "))), shared model included")
  }

  /// How much shorter `variant` is than `base`, without the shared model.
  func shorter(_ claim: String, than base: String, variant: String) -> ClaimRow {
    let features = Set(lines.filter { $0.variant == variant }.map(\.feature))
      .intersection(lines.filter { $0.variant == base }.map(\.feature)).sorted()
    guard !features.isEmpty else { return ArticleClaims.notMeasured(claim, "no \(variant) and \(base) lines in this run") }
    let savings = features.map { feature in
      1 - Double(ownCode(feature, variant)) / Double(max(1, ownCode(feature, base)))
    }
    let inside = savings.filter { (0.25...0.30).contains($0) }.count
    let sorted = savings.sorted()
    let median = Self.median(sorted)
    let verdict: Verdict =
      inside == features.count ? .holds
      : inside > 0 || (0.15...0.40).contains(median) ? .partly : .doesNotHold
    return ClaimRow(
      claim: claim,
      measured: "\(variant) is \(ArticleClaims.percent(median)) shorter than \(base) (median of \(features.count) screen\(features.count == 1 ? "" : "s"); "
        + "\(ArticleClaims.percent(sorted[0])) to \(ArticleClaims.percent(sorted[sorted.count - 1])))",
      verdict: verdict,
      method: "code lines of each variant's own files, shared model excluded")
  }

  func ownCode(_ feature: String, _ variant: String) -> Int {
    lines.filter { $0.feature == feature && $0.variant == variant && $0.role != "model" }.map(\.code).reduce(0, +)
  }

  /// The middle value of sorted values; the mean of the two middle ones
  /// for an even count.
  static func median(_ sorted: [Double]) -> Double {
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
