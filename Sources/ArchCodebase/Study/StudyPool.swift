/// The screens of every app of a study, pooled by pattern family and
/// platform, judged by the rules `archlab claims` judges one app by.
///
/// Each screen counts once, in its own app; a screen whose view code is
/// not in the tree (XML layouts, storyboards) has no shares, as in
/// `claims`.
public struct StudyPool: Sendable, Equatable, Codable {
  /// One row per family × platform that has screens.
  package var rows: [StudyPoolRow]
  /// "MVVM is 25–30 % shorter", over the pairs of every app that holds
  /// them, per platform.
  package var shorter: [StudyShorterRow]

  /// `apps` pooled; failed apps are left out. `seed` starts the
  /// bootstrap of every interval (``ClaimUncertainty``).
  public init(_ apps: [StudyApp], seed: UInt64 = ClaimUncertainty.defaultSeed) {
    let measured = apps.filter { $0.failure == nil }
    var rows: [StudyPoolRow] = []
    for family in StudyFamily.allCases {
      for platform in StudyPlatform.allCases {
        let members = Self.members(of: measured, family: family, platform: platform)
        guard !members.isEmpty else { continue }
        rows.append(StudyPoolRow(family: family, platform: platform, members: members, seed: seed))
      }
    }
    self.rows = rows
    shorter = StudyPlatform.allCases.compactMap { StudyShorterRow(measured, platform: $0, seed: seed) }
  }
}

extension StudyPool {
  /// The screens of `apps` a pool of `family` on `platform` holds: those
  /// with view code here (as `claims` judges them), with their app's label.
  static func members(
    of apps: [StudyApp], family: StudyFamily, platform: StudyPlatform
  ) -> [(app: String, screen: StudyScreen)] {
    apps.filter { $0.failure == nil }.flatMap { app in
      app.screens.filter { family.contains($0.pattern) && $0.platform == platform && $0.lines.view > 0 }
        .map { (app: app.entry.label, screen: $0) }
    }
  }
}

/// The pattern families a study pools.
package enum StudyFamily: String, Sendable, Codable, CaseIterable {
  /// MVP, VIPER and VIP: a presenter.
  case mvpFamily = "MVP-family"
  /// A view model.
  case mvvm = "MVVM"
  /// A controller, and no presenter or view model.
  case mvc = "MVC"

  /// Whether a screen of `pattern` is in this family.
  package func contains(_ pattern: ScreenPattern) -> Bool {
    switch self {
    case .mvpFamily: pattern.isMVPFamily
    case .mvvm: pattern == .mvvm
    case .mvc: pattern == .mvc
    }
  }
}

/// One family × platform of a pooled study.
package struct StudyPoolRow: Sendable, Equatable, Codable {
  /// The family.
  package var family: StudyFamily
  /// The platform.
  package var platform: StudyPlatform
  /// How many apps have a screen here.
  package var apps: Int
  /// How many screens.
  package var screens: Int
  /// Each part's share over the screens, against the article's range for
  /// that part (logic against the presenter's 40–60 %).
  package var logic: ClaimDistribution
  /// The view's share, against 20–30 %.
  package var view: ClaimDistribution
  /// The model's share, against 20–30 %.
  package var model: ClaimDistribution
  /// The article's claims that apply to this family, judged on the pool:
  /// presenter, view and model for MVP-family screens; view and model for
  /// MVVM; none for MVC.
  package var claims: [ClaimRow]

  init(family: StudyFamily, platform: StudyPlatform, members: [(app: String, screen: StudyScreen)], seed: UInt64) {
    self.family = family
    self.platform = platform
    apps = Set(members.map(\.app)).count
    screens = members.count
    func samples(_ part: ScreenPart) -> [ClaimDistribution.Sample] {
      members.map { ClaimDistribution.Sample(screen: "\($0.app)/\($0.screen.name)", value: $0.screen.share(part)) }
    }
    func spread(_ claim: ArticleClaim) -> ClaimDistribution {
      ClaimDistribution(samples(claim.parts[0]), claimed: claim.range ?? 0...1)
    }
    logic = spread(.presenterShare)
    view = spread(.viewShare)
    model = spread(.modelShare)
    let method =
      "each screen's part over its logic + view + model, every \(family.rawValue) screen on "
      + "\(platform.rawValue) of every app, as archlab claims divides"
    let labels = members.map(\.app)
    func judged(_ claim: ArticleClaim) -> ClaimRow {
      ClaimJudge.share(claim, samples: samples(claim.parts[0]), apps: labels, method: method, seed: seed)
    }
    var claims: [ClaimRow] = []
    if family == .mvpFamily { claims.append(judged(.presenterShare)) }
    if family != .mvc { claims += [judged(.viewShare), judged(.modelShare)] }
    self.claims = claims
  }
}

/// "MVVM is 25–30 % shorter than MVP" over every app's pairs on one platform.
package struct StudyShorterRow: Sendable, Equatable, Codable {
  /// The platform of the pairs (a pair is always within one language).
  package var platform: StudyPlatform
  /// The apps that hold pairs.
  package var apps: [String]
  /// The claim judged on all their pairs.
  package var claim: ClaimRow

  init?(_ apps: [StudyApp], platform: StudyPlatform, seed: UInt64) {
    var samples: [ClaimDistribution.Sample] = []
    var labels: [String] = []
    var holders: [String] = []
    for app in apps {
      let mine = app.pairs.filter { $0.platform == platform }
      guard !mine.isEmpty else { continue }
      holders.append(app.entry.label)
      samples += mine.map { ClaimDistribution.Sample(screen: "\(app.entry.label)/\($0.name)", value: $0.saving) }
      labels += mine.map { _ in app.entry.label }
    }
    guard !samples.isEmpty else { return nil }
    self.platform = platform
    self.apps = holders
    claim = ClaimJudge.shorter(
      .mvvmShorter, samples: samples, apps: labels, variant: "MVVM", base: "MVP",
      method: "each pair's saving, 1 − MVVM ÷ MVP logic + view, over the pairs of \(holders.joined(separator: ", ")) "
        + "on \(platform.rawValue), as archlab claims pairs them", seed: seed)
  }
}
