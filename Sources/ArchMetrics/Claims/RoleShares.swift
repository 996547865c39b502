import ArchCodebase
import Foundation

/// Part shares and variant sizes from the lines table, for the claims
/// about code size: the definitions of `archlab claims` (``SuiteLines``),
/// on the `mvp` variant's screens.
struct RoleShares {
  let lines: [LinesRow]

  init(_ lines: [LinesRow]) { self.lines = lines }

  /// The share of the part `claim` judges in each feature's `mvp`
  /// variant, judged by `ClaimJudge`; `describing` says what the part holds.
  func claim(_ claim: ArticleClaim, describing: String) -> ClaimRow {
    let part = claim.parts[0]
    let features = Set(lines.filter { $0.variant == "mvp" }.map(\.feature)).sorted()
    guard !features.isEmpty else { return ArticleClaims.notMeasured(claim, "no mvp lines in this run") }
    let samples = features.map { feature in
      ClaimDistribution.Sample(
        screen: feature,
        value: lines.filter { $0.feature == feature && $0.variant == "mvp" && $0.role == part.rawValue }
          .map(\.share).reduce(0, +))
    }
    var row = ClaimJudge.share(
      claim, samples: samples,
      method: "code lines of the \(part) part (\(describing)) of each feature's mvp variant, over its logic + view "
        + "+ model (its own files; the feature's shared model is app-wide), as archlab claims counts a screen; "
        + "claims on Sources/ArchFeatures judges every MVP-family variant (leaky, supervising, article) as well, "
        + "so its median differs")
    // The compare table's column adds the screens up; said beside the median so the two figures are one answer.
    let together = Double(code(of: [part], "mvp")) / Double(max(1, code(of: [.logic, .view, .model], "mvp")))
    row.measured += "; \(ClaimRow.percent(together)) of the \(features.count) screens' code taken together, as the "
      + "table's column"
    // Said where the verdict is: a host comparing it with `archlab claims` sees why the medians differ.
    row.reason = row.reason.map {
      $0 + "; on the mvp variant's screens (archlab claims Sources/ArchFeatures pools every MVP-family variant)"
    }
    return row
  }

  /// How much shorter `variant` is than `base`: logic + view, the parts an
  /// architecture changes, as `archlab claims` compares them.
  func shorter(_ claim: ArticleClaim, than base: String, variant: String) -> ClaimRow {
    let features = Set(lines.filter { $0.variant == variant }.map(\.feature))
      .intersection(lines.filter { $0.variant == base }.map(\.feature)).sorted()
    guard !features.isEmpty else {
      return ArticleClaims.notMeasured(claim, "no \(variant) and \(base) lines in this run")
    }
    let samples = features.map { feature in
      ClaimDistribution.Sample(
        screen: feature, value: 1 - Double(code(of: [.logic, .view], variant, [feature]))
          / Double(max(1, code(of: [.logic, .view], base, [feature]))))
    }
    var row = ClaimJudge.shorter(
      claim, samples: samples, variant: variant, base: base,
      method: "code lines of logic + view of each variant's own files (model, wiring and other left out), as "
        + "archlab claims compares a screen with its namesake")
    let (mine, theirs) = (code(of: [.logic, .view], variant, features), code(of: [.logic, .view], base, features))
    row.measured += "; taken together, logic + view \(theirs) → \(mine) lines, "
      + ClaimJudge.shorterOrLonger(1 - Double(mine) / Double(max(1, theirs)))
    return row
  }

  /// The code lines of `parts` in `variant`, over `features` (every feature when `nil`).
  func code(of parts: [ScreenPart], _ variant: String, _ features: [String]? = nil) -> Int {
    lines.filter { row in
      row.variant == variant && parts.contains { $0.rawValue == row.role }
        && (features.map { $0.contains(row.feature) } ?? true)
    }.map(\.code).reduce(0, +)
  }

}
