/// The article's size claims judged on an app's own code, screen by
/// screen, by the same verdict rules as the feature suite's claims.
///
/// - "the presenter is 40–60 %": the logic part of each MVP-family screen
///   (MVP, VIPER, VIP);
/// - "the view is 20–30 %" and "the model is 20–30 %": each MVP-family
///   and MVVM screen (MVC screens have no logic role to split from their
///   view);
/// - "MVVM is 25–30 % shorter than MVP": where the tree holds the same
///   screens in an MVVM folder and an MVP-family folder, each pair by name
///   and language, model left out (`shorter(_:baseline:)`).
///
/// A screen's share is its part ÷ its logic + view + model
/// (``AppScreen/total``); its model is its own model files. The shared
/// model is an app-wide figure beside the verdicts, unless split across
/// the screens on request (``SharedModelAttribution/split``).
///
/// ```swift
/// let count = try LineCountReport(counting: [app], rules: .mobilePreset, exclusions: .standard)
/// let claims = CodebaseClaims(count: count, rules: .mobilePreset)
/// for row in claims.claims { print(row.verdict, row.claim, row.measured) }
/// ```
public struct CodebaseClaims: Sendable {
  /// The files as counted.
  public var count: LineCountReport
  /// The screens they make.
  public var grouping: ScreenGrouping
  /// How the shared model counts in each screen.
  public var sharedModel: SharedModelAttribution
  /// The architecture folder MVVM is compared with, when one was asked
  /// for (`--baseline`); `nil` picks the plain MVP folder.
  public var baseline: String?
  /// The rules the roles came from (for the role → part map).
  public var rules: RoleRules
  /// One row per size claim, in the article's order.
  public var claims: [ClaimRow]
  /// The seed of the verdicts' bootstrap (``ClaimUncertainty``).
  public var seed: UInt64

  /// Groups `count`'s files into screens and judges the claims.
  /// `contents` gives a counted file's text by its path, where it can be
  /// read, so a view in a shared folder finds the screen that names it
  /// (``ScreenGrouping/init(_:rules:mode:contents:declared:)``). With `coverage`, the
  /// article's coverage claims follow the size claims
  /// (`coverageClaims(_:coverage:)`).
  public init(
    count: LineCountReport, rules: RoleRules, grouping mode: ScreenGroupingMode = .auto,
    sharedModel: SharedModelAttribution = .default, baseline: String? = nil,
    contents: ((String) -> String?)? = nil, coverage: CoverageFile? = nil, seed: UInt64 = ClaimUncertainty.defaultSeed
  ) {
    self.seed = seed
    var count = count
    let declared = contents.map { DeclaredRoles(count.files, rules: rules, contents: $0) }
    if let declared { count.assignRoles(declared, rules: rules) }
    self.count = count
    self.rules = rules
    self.sharedModel = sharedModel
    self.baseline = baseline
    var grouping = ScreenGrouping(count.files, rules: rules, mode: mode, contents: contents, declared: declared)
    let shared = grouping.files.filter { $0.screen == nil && $0.part == .model }
    let attributed = sharedModel.attribute(shared, to: grouping.screens, architectures: grouping.architectures)
    for i in grouping.screens.indices { grouping.screens[i].sharedModel = attributed[i] }
    self.grouping = grouping
    self.claims =
      Self.judge(grouping, sharedModel: sharedModel, baseline: baseline, seed: seed)
      + (coverage.map { Self.coverageClaims(grouping, coverage: $0) } ?? [])
  }

  static func judge(
    _ grouping: ScreenGrouping, sharedModel: SharedModelAttribution, baseline: String?,
    seed: UInt64 = ClaimUncertainty.defaultSeed
  ) -> [ClaimRow] {
    let screens = grouping.screens
    // A screen whose view code is not here (an XML layout, a storyboard) has no shares to judge.
    let judged = screens.filter { $0.lines.view > 0 }
    let isSplit = { (pattern: ScreenPattern) in pattern.isMVPFamily || pattern == .mvvm }
    func leftOut(_ of: (ScreenPattern) -> Bool, _ name: String) -> String {
      let unseen = screens.filter { $0.lines.view == 0 && of($0.pattern) }.count
      return unseen == 0 ? "" : "; \(unseen) \(name) screen\(unseen == 1 ? "" : "s") with no view code left out"
    }
    let noView = leftOut(isSplit, "MVP-family or MVVM")
    let model =
      sharedModel == .split
      ? "its own model plus a share of the shared model" : "its own model files; the shared model is app-wide"
    let over =
      "over the screen's logic + view + model (\(model)); wiring and other code are reported beside, "
      + "not in the denominator"
    let splitNote =
      sharedModel == .split
      ? "; --shared-model split is on: each screen carries a share of the app's shared model, in proportion to "
        + "its code" : ""
    func share(
      _ claim: ArticleClaim, need: String, patterns: (ScreenPattern) -> Bool, part: (AppScreen) -> Double,
      _ method: String
    ) -> ClaimRow {
      let of = judged.filter { patterns($0.pattern) }
      guard !of.isEmpty else { return notApplicable(claim, screens, need: need, patterns: patterns) }
      let samples = of.map { ClaimDistribution.Sample(screen: $0.name, value: part($0) / max(1, $0.total)) }
      var row = ClaimJudge.share(claim, samples: samples, method: method, seed: seed)
      if of.contains(where: { $0.pattern != .mvp && $0.pattern != .mvvm }) { row.measured += " (\(census(of)))" }
      row.reason = row.reason.map { $0 + splitNote }
      return row
    }
    var modelRow = share(
      .modelShare, need: "MVP-family or MVVM", patterns: isSplit, part: { Double($0.lines.model) + $0.sharedModel },
      "code lines of the model part of each MVP-family and MVVM screen, \(over)\(noView)")
    modelRow.measured += appWideModel(grouping)
    return [
      share(
        .presenterShare, need: "MVP-family", patterns: \.isMVPFamily, part: { Double($0.lines.logic) },
        "code lines of the logic part (presenter and its state) of each MVP-family screen (MVP, VIPER, VIP), "
          + "\(over)\(leftOut(\.isMVPFamily, "MVP-family"))"),
      share(
        .viewShare, need: "MVP-family or MVVM", patterns: isSplit, part: { Double($0.lines.view) },
        "code lines of the view part (views, view controllers, contract) of each MVP-family and MVVM screen, "
          + "\(over)\(noView)"),
      modelRow,
      shorter(grouping, baseline: baseline, seed: seed),
    ]
  }

  /// A share claim with no screen to judge: none of its patterns, or
  /// none with view code here.
  static func notApplicable(
    _ claim: ArticleClaim, _ screens: [AppScreen], need: String, patterns: (ScreenPattern) -> Bool
  ) -> ClaimRow {
    let present = screens.filter { patterns($0.pattern) }.count
    let measured =
      present == 0
      ? "not applicable: no \(need) screens"
      : "not applicable: the \(present) \(need) screen\(present == 1 ? " has" : "s have") no view code here "
        + "(XML layouts or storyboards)"
    return ClaimRow(
      claim, measured: measured, verdict: .notMeasured,
      method: "needs \(need) screens with view code; found \(screens.isEmpty ? "no screens" : census(screens))")
  }

  /// The shared model beside the model claim: `"; app-wide: shared model
  /// 420 code lines in 12 files (31 % of the app's logic, view and model
  /// code)"`, or nothing when there is none.
  static func appWideModel(_ grouping: ScreenGrouping) -> String {
    let files = grouping.files.filter { $0.screen == nil && $0.part == .model }
    let code = files.map(\.code).reduce(0, +)
    guard code > 0 else { return "" }
    let screens = grouping.screens.map { $0.lines.logic + $0.lines.view + $0.lines.model }.reduce(0, +)
    let whole = Double(code) / Double(max(1, code + screens))
    return "; app-wide: shared model \(code) code line\(code == 1 ? "" : "s") in \(files.count) "
      + "file\(files.count == 1 ? "" : "s") (\(ClaimRow.percent(whole)) of the app's logic, view and model code)"
  }

  /// `"2 MVP, 1 VIPER"`: how many of `screens` are of each pattern.
  static func census(_ screens: [AppScreen]) -> String {
    ScreenPattern.allCases.compactMap { pattern -> String? in
      let n = screens.filter { $0.pattern == pattern }.count
      return n == 0 ? nil : "\(n) \(pattern)"
    }.joined(separator: ", ")
  }
}
