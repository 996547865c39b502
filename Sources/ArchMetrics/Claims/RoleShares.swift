import ArchCodebase
import Foundation

/// Part shares and variant sizes from the lines table, for the claims
/// about code size: the definitions of `archlab claims` (``SuiteLines``),
/// on the `mvp` variant's screens.
struct RoleShares {
  let lines: [LinesRow]

  init(_ lines: [LinesRow]) { self.lines = lines }

  /// The share of `part` in each feature's `mvp` variant, judged against
  /// `range` by `ClaimJudge`; `describing` says what the part holds.
  func claim(_ claim: String, part: ScreenPart, describing: String, range: ClosedRange<Double>) -> ClaimRow {
    let features = Set(lines.filter { $0.variant == "mvp" }.map(\.feature)).sorted()
    guard !features.isEmpty else { return ArticleClaims.notMeasured(claim, "no mvp lines in this run") }
    let samples = features.map { feature in
      ClaimDistribution.Sample(
        screen: feature,
        value: lines.filter { $0.feature == feature && $0.variant == "mvp" && $0.role == part.rawValue }
          .map(\.share).reduce(0, +))
    }
    var row = ClaimJudge.share(
      claim, samples: samples, range: range,
      method: "code lines of the \(part) part (\(describing)) of each feature's mvp variant, over its logic + view "
        + "+ model (its own files; the feature's shared model is app-wide), as archlab claims counts a screen; "
        + "claims on Sources/ArchFeatures judges every MVP-family variant (leaky, supervising, article) as well, "
        + "so its median differs")
    // Said where the verdict is: a host comparing it with `archlab claims` sees why the medians differ.
    row.reason = row.reason.map {
      $0 + "; on the mvp variant's screens (archlab claims Sources/ArchFeatures pools every MVP-family variant)"
    }
    return row
  }

  /// How much shorter `variant` is than `base`: logic + view, the parts an
  /// architecture changes, as `archlab claims` compares them.
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
      method: "code lines of logic + view of each variant's own files (model, wiring and other left out), as "
        + "archlab claims compares a screen with its namesake")
  }

  func ownCode(_ feature: String, _ variant: String) -> Int {
    lines.filter { row in
      row.feature == feature && row.variant == variant
        && (row.role == ScreenPart.logic.rawValue || row.role == ScreenPart.view.rawValue)
    }.map(\.code).reduce(0, +)
  }
}
