import Foundation

/// Role shares and variant sizes from the lines table, for the claims
/// about code size.
struct RoleShares {
  let lines: [LinesRow]

  init(_ lines: [LinesRow]) { self.lines = lines }

  /// The share of `roles` together in each feature's `mvp` variant, judged
  /// against `range` by `ClaimJudge`.
  func claim(_ claim: String, roles: Set<String>, range: ClosedRange<Double>) -> ClaimRow {
    let features = Set(lines.filter { $0.variant == "mvp" }.map(\.feature)).sorted()
    guard !features.isEmpty else { return ArticleClaims.notMeasured(claim, "no mvp lines in this run") }
    let samples = features.map { feature in
      ClaimDistribution.Sample(
        screen: feature,
        value: lines.filter { $0.feature == feature && $0.variant == "mvp" && roles.contains($0.role) }
          .map(\.share).reduce(0, +))
    }
    return ClaimJudge.share(
      claim, samples: samples, range: range,
      method: "code lines (no blanks or comments) of the mvp variant by role "
        + "(\(roles.sorted().joined(separator: " + "))), shared model included")
  }

  /// How much shorter `variant` is than `base`, without the shared model.
  func shorter(_ claim: String, than base: String, variant: String) -> ClaimRow {
    let features = Set(lines.filter { $0.variant == variant }.map(\.feature))
      .intersection(lines.filter { $0.variant == base }.map(\.feature)).sorted()
    guard !features.isEmpty else {
      return ArticleClaims.notMeasured(claim, "no \(variant) and \(base) lines in this run")
    }
    let samples = features.map { feature in
      ClaimDistribution.Sample(
        screen: feature, value: 1 - Double(ownCode(feature, variant)) / Double(max(1, ownCode(feature, base))))
    }
    return ClaimJudge.shorter(
      claim, samples: samples, variant: variant, base: base,
      method: "code lines of each variant's own files, shared model excluded")
  }

  func ownCode(_ feature: String, _ variant: String) -> Int {
    lines.filter { $0.feature == feature && $0.variant == variant && $0.role != "model" }.map(\.code).reduce(0, +)
  }
}
