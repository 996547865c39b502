/// "MVVM code is 25–30 % shorter than MVP" on a tree that holds the same
/// screens in several architecture folders.
extension CodebaseClaims {
  /// The architectures of the MVP family, as folder names spell them.
  static let mvpFamilyFolders: [String] = ["mvp", "viper", "vip"]

  /// The tree's MVP-family architecture folders, the plainest first: plain
  /// MVP before VIPER and VIP, and of those the name with fewest other
  /// words (`MVP` before `MVP-C`, `todo-mvp` before `todo-mvp-clean`).
  /// The first is the default baseline of the "shorter" claim.
  ///
  /// ```swift
  /// CodebaseClaims.baselines(grouping)  // ["MVP", "MVP-C", "VIPER"]
  /// ```
  public static func baselines(_ grouping: ScreenGrouping) -> [String] {
    grouping.architectures.compactMap { folder -> (Int, Int, String)? in
      guard let kind = ScreenNaming.architectureName(Substring(folder)),
        let rank = mvpFamilyFolders.firstIndex(of: kind)
      else { return nil }
      return (rank, ScreenNaming.words(Substring(folder)).count, folder)
    }.sorted { $0 < $1 }.map(\.2)
  }

  /// The pairs the claim is judged on by default (the plainest MVP-family
  /// folder as the baseline), each with its language: what a study pools.
  package static func defaultPairs(
    _ grouping: ScreenGrouping
  ) -> [(sample: ClaimDistribution.Sample, language: SourceLanguage?)] {
    let mvvm = grouping.architectures.filter { ScreenNaming.architectureName(Substring($0)) == "mvvm" }
    guard !mvvm.isEmpty, let base = baselines(grouping).first else { return [] }
    let found = savings(grouping, mvvm: mvvm, base: base)
    return Array(zip(found.pairs, found.languages))
  }

  /// The claim, each MVVM screen against the same screen (by name, in the
  /// same language) in the baseline folder: `baseline`, or the plainest
  /// MVP-family folder. The other MVP-family folders are named beside it.
  static func shorter(
    _ grouping: ScreenGrouping, baseline: String?, seed: UInt64 = ClaimUncertainty.defaultSeed
  ) -> ClaimRow {
    let claim = ArticleClaim.mvvmShorter
    func notMeasured(_ why: String) -> ClaimRow { ClaimRow.notMeasured(claim, why) }
    guard !grouping.architectures.isEmpty else {
      return notMeasured(
        "each screen is written in one architecture here; the claim needs the same screens in MVP and "
          + "MVVM side by side (one folder per architecture, such as mvp/ and mvvm/, screens matched by name)")
    }
    let folders = grouping.architectures.joined(separator: ", ")
    let mvvm = grouping.architectures.filter { ScreenNaming.architectureName(Substring($0)) == "mvvm" }
    let bases = baselines(grouping)
    guard !mvvm.isEmpty, !bases.isEmpty else {
      return notMeasured("architecture folders \(folders) hold no MVVM folder beside an MVP, VIPER or VIP one")
    }
    var chosen = bases[0]
    if let baseline {
      guard let named = grouping.architectures.first(where: { $0.lowercased() == baseline.lowercased() }) else {
        return notMeasured("no architecture folder is named \(baseline) (--baseline); the folders are \(folders)")
      }
      chosen = named
    }
    let (pairs, _, crossLanguage) = savings(grouping, mvvm: mvvm, base: chosen)
    let languageNote =
      crossLanguage == 0
      ? ""
      : "; \(crossLanguage) screen\(crossLanguage == 1 ? "" : "s") of the same name in another language left out "
        + "(pairs are made within one language)"
    guard !pairs.isEmpty else {
      return notMeasured(
        "architecture folders \(folders) hold no screen of the same name and language in both "
          + "\(mvvm.joined(separator: ", ")) and \(chosen)\(languageNote)")
    }
    let others = bases.filter { $0 != chosen }.compactMap { other -> String? in
      let samples = savings(grouping, mvvm: mvvm, base: other).pairs
      guard !samples.isEmpty else { return nil }
      let median = ClaimDistribution(samples, claimed: claim.range ?? 0...1).median
      return "against \(other) \(ClaimJudge.shorterOrLonger(median)) (\(samples.count) screen"
        + "\(samples.count == 1 ? "" : "s"))"
    }
    let why =
      baseline == nil
      ? (bases.count > 1 ? "the plain MVP folder of \(bases.count) MVP-family folders; --baseline picks another"
        : "the MVP-family folder")
      : "named with --baseline"
    return ClaimJudge.shorter(
      claim, samples: pairs, variant: mvvm.joined(separator: ", "), base: chosen,
      method: "code lines of each screen's logic and view (model left out; wiring and other beside) in "
        + "\(mvvm.joined(separator: ", ")) against the same screen in \(chosen) (\(why)), matched by name within "
        + "one language\(languageNote)"
        + (others.isEmpty ? "" : "; other baselines: " + others.joined(separator: ", ")), seed: seed)
  }

  /// Each MVVM screen's saving against its namesake in `base`, and how
  /// many namesakes were in another language only.
  static func savings(
    _ grouping: ScreenGrouping, mvvm: [String], base: String
  ) -> (pairs: [ClaimDistribution.Sample], languages: [SourceLanguage?], crossLanguage: Int) {
    // Logic and view: the parts an architecture changes; model left out, wiring and other beside, as in the shares.
    let own = { (screen: AppScreen) in screen.lines.logic + screen.lines.view }
    // Where an app sits in its architecture folder: the folders after it.
    let inside = { (screen: AppScreen) -> [Substring] in
      let folders = (screen.files.first ?? "").split(separator: "/").dropLast()
      return Array(folders.drop { $0 != Substring(screen.architecture ?? "") }.dropFirst())
    }
    let baseScreens = Dictionary(grouping: grouping.screens.filter { $0.architecture == base }, by: \.baseName)
    var pairs: [ClaimDistribution.Sample] = []
    var languages: [SourceLanguage?] = []
    var crossLanguage = 0
    let variants = grouping.screens.filter { screen in mvvm.contains { $0 == screen.architecture } }
    for screen in variants.sorted(by: { $0.name < $1.name }) {
      let namesakes = baseScreens[screen.baseName] ?? []
      let same = namesakes.filter { $0.language == nil || screen.language == nil || $0.language == screen.language }
      guard !same.isEmpty else {
        if !namesakes.isEmpty { crossLanguage += 1 }
        continue
      }
      // Of several baseline screens of this name, the one placed most alike.
      let alike = { (other: AppScreen) in zip(inside(other), inside(screen)).prefix { $0 == $1 }.count }
      let match = same.max { (alike($0), $1.name) < (alike($1), $0.name) }!
      let label = mvvm.count == 1 && same.count == 1 ? screen.baseName : "\(screen.name) vs \(match.name)"
      pairs.append(
        ClaimDistribution.Sample(screen: label, value: 1 - Double(own(screen)) / Double(max(1, own(match)))))
      languages.append(screen.language ?? match.language)
    }
    return (pairs, languages, crossLanguage)
  }
}
