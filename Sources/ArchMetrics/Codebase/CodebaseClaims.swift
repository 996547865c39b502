/// The article's size claims judged on an app's own code, screen by
/// screen, by the same verdict rules as the feature suite's claims.
///
/// - "the presenter is 40–60 %": the logic part of each MVP screen;
/// - "the view is 20–30 %" and "the model is 20–30 %": each MVP and MVVM
///   screen (MVC screens have no logic role to split from their view);
/// - "MVVM is 25–30 % shorter than MVP": where the tree holds the same
///   screens in `mvp` and `mvvm` folders, each pair by name, shared and
///   own model left out, as `archlab compare` does for the suite.
///
/// A screen's code is its own files plus its share of the shared model
/// (``SharedModelAttribution``).
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
  /// The rules the roles came from (for the role → part map).
  public var rules: RoleRules
  /// One row per size claim, in the article's order.
  public var claims: [ClaimRow]

  /// Groups `count`'s files into screens and judges the claims.
  public init(
    count: LineCountReport, rules: RoleRules, grouping mode: ScreenGroupingMode = .auto,
    sharedModel: SharedModelAttribution = .split
  ) {
    self.count = count
    self.rules = rules
    self.sharedModel = sharedModel
    var grouping = ScreenGrouping(count.files, rules: rules, mode: mode)
    let shared = grouping.files.filter { $0.screen == nil && $0.part == .model }
    let attributed = sharedModel.attribute(shared, to: grouping.screens, architectures: grouping.architectures)
    for i in grouping.screens.indices { grouping.screens[i].sharedModel = attributed[i] }
    self.grouping = grouping
    self.claims = Self.judge(grouping, sharedModel: sharedModel)
  }

  static func judge(_ grouping: ScreenGrouping, sharedModel: SharedModelAttribution) -> [ClaimRow] {
    let screens = grouping.screens
    let allCode = grouping.files.map(\.code).reduce(0, +)
    let appWideModel =
      Double(grouping.files.filter { $0.part == .model }.map(\.code).reduce(0, +)) / Double(max(1, allCode))
    // A screen whose view code is not here (an XML layout, a storyboard) has no shares to judge.
    let judged = screens.filter { $0.lines.view > 0 }
    let mvp = judged.filter { $0.pattern == .mvp }
    let split = judged.filter { $0.pattern == .mvp || $0.pattern == .mvvm }
    func leftOut(_ patterns: Set<ScreenPattern>, _ name: String) -> String {
      let unseen = screens.filter { $0.lines.view == 0 && patterns.contains($0.pattern) }.count
      return unseen == 0 ? "" : "; \(unseen) \(name) screen\(unseen == 1 ? "" : "s") with no view code left out"
    }
    let noView = leftOut([.mvp, .mvvm], "MVP or MVVM")
    let census = ScreenPattern.allCases.compactMap { pattern -> String? in
      let n = screens.filter { $0.pattern == pattern }.count
      return n == 0 ? nil : "\(n) \(pattern)"
    }.joined(separator: ", ")
    let model = sharedModel == .split ? "own model plus its share of the shared model" : "own model only"
    func share(
      _ claim: String, _ of: [AppScreen], _ range: ClosedRange<Double>, need: String, part: (AppScreen) -> Double,
      _ method: String
    ) -> ClaimRow {
      guard !of.isEmpty else {
        return ClaimRow(
          claim: claim, measured: "not applicable: no \(need) screens", verdict: .notMeasured,
          method: "needs \(need) screens; found \(screens.isEmpty ? "no screens" : census)")
      }
      let samples = of.map { ClaimDistribution.Sample(screen: $0.name, value: part($0) / max(1, $0.total)) }
      return ClaimJudge.share(claim, samples: samples, range: range, method: method)
    }
    return [
      share(
        "the presenter is 40–60 % of a screen's code", mvp, 0.40...0.60, need: "MVP",
        part: { Double($0.lines.logic) },
        "code lines of the logic part (presenter and its state) of each MVP screen, over the screen's code "
          + "(\(model))\(leftOut([.mvp], "MVP"))"),
      share(
        "the view is 20–30 % of a screen's code", split, 0.20...0.30, need: "MVP or MVVM",
        part: { Double($0.lines.view) },
        "code lines of the view part (views, view controllers, contract) of each MVP and MVVM screen "
          + "(\(model))\(noView)"),
      share(
        "the model is 20–30 % of a screen's code", split, 0.20...0.30, need: "MVP or MVVM",
        part: { Double($0.lines.model) + $0.sharedModel },
        "code lines of the model part of each MVP and MVVM screen: \(model)\(noView); app-wide, model code is "
          + "\(ArticleClaims.percent(appWideModel)) of all code counted"),
      shorter(grouping),
    ]
  }

  static func shorter(_ grouping: ScreenGrouping) -> ClaimRow {
    let claim = "MVVM code is 25–30 % shorter than MVP"
    guard !grouping.architectures.isEmpty else {
      return ClaimRow(
        claim: claim, measured: "—", verdict: .notMeasured,
        method: "each screen is written in one architecture here; the claim needs the same screens in MVP and "
          + "MVVM side by side (one folder per architecture, such as mvp/ and mvvm/, screens matched by name)")
    }
    // Each screen of an mvp folder against the same screen in each mvvm folder.
    let kind = { (screen: AppScreen) in screen.architecture.flatMap { ScreenNaming.architecture(ofPath: $0 + "/x") } }
    let mvvmFolders = Set(grouping.screens.filter { kind($0) == "mvvm" }.compactMap(\.architecture))
    let mvpFolders = Set(grouping.screens.filter { kind($0) == "mvp" }.compactMap(\.architecture))
    let byName = Dictionary(grouping: grouping.screens, by: \.baseName)
    let own = { (screen: AppScreen) in screen.lines.total - screen.lines.model }
    // Where an app sits in its architecture folder: the folders after it.
    let inside = { (screen: AppScreen) -> [Substring] in
      let folders = (screen.files.first ?? "").split(separator: "/").dropLast()
      return Array(folders.drop { $0 != Substring(screen.architecture ?? "") }.dropFirst())
    }
    var pairs: [ClaimDistribution.Sample] = []
    for name in byName.keys.sorted() {
      let screens = byName[name]!
      let mvps = screens.filter { kind($0) == "mvp" }
      guard !mvps.isEmpty else { continue }
      for mvvm in screens where kind(mvvm) == "mvvm" {
        // Of several mvp screens of this name, the one placed most alike.
        let alike = { (mvp: AppScreen) in zip(inside(mvp), inside(mvvm)).prefix { $0 == $1 }.count }
        let mvp = mvps.max { (alike($0), $1.name) < (alike($1), $0.name) }!
        let label =
          mvvmFolders.count == 1 && mvpFolders.count == 1 && mvps.count == 1
          ? name : "\(mvvm.name) vs \(mvp.name)"
        pairs.append(ClaimDistribution.Sample(screen: label, value: 1 - Double(own(mvvm)) / Double(max(1, own(mvp)))))
      }
    }
    guard !pairs.isEmpty else {
      return ClaimRow(
        claim: claim, measured: "—", verdict: .notMeasured,
        method: "architecture folders \(grouping.architectures.joined(separator: ", ")) hold no screen of the "
          + "same name in both mvp and mvvm")
    }
    return ClaimJudge.shorter(
      claim, samples: pairs, variant: "mvvm", base: "mvp",
      method: "code lines of each screen's own files in mvvm/ against mvp/, matched by name, model left out")
  }

  /// The run as a report: a lines row per screen × part, the claims, and
  /// the ``CodebaseSummary``.
  public func report(machine: String, command: String, roots: [String]) -> ArchLabReport {
    var lines: [LinesRow] = []
    for screen in grouping.screens {
      let total = max(1, screen.total)
      for part in ScreenPart.allCases where screen.lines[part] > 0 {
        lines.append(
          LinesRow(
            feature: screen.name, variant: screen.pattern.rawValue, role: part.rawValue, code: screen.lines[part],
            share: Double(screen.lines[part]) / total))
      }
      if screen.sharedModel.rounded() > 0 {
        lines.append(
          LinesRow(
            feature: screen.name, variant: screen.pattern.rawValue, role: "shared model",
            code: Int(screen.sharedModel.rounded()), share: screen.sharedModel / total))
      }
    }
    var sharedCode = PartLines()
    for file in grouping.files where file.screen == nil { sharedCode[file.part] += file.code }
    let sharedModelFiles = grouping.files.filter { $0.screen == nil && $0.part == .model }.count
    let roles = Dictionary(grouping: grouping.files, by: \.role).map { role, files in
      RolePart(
        role: role, part: rules.part(of: role) ?? .other, files: files.count, code: files.map(\.code).reduce(0, +))
    }.sorted { ($0.part, $0.role) < ($1.part, $1.role) }
    let summary = CodebaseSummary(
      roots: roots, grouping: grouping.mode, sharedModel: sharedModel, sharedModelFiles: sharedModelFiles,
      sharedModelCode: sharedCode.model, sharedCode: sharedCode,
      languages: count.languages.map { LanguageLines(language: $0.language, files: $0.files, counts: $0.counts) },
      excluded: count.excluded, uncounted: count.uncounted, skipped: count.skipped, roles: roles,
      ruleMatches: count.ruleMatches, architectures: grouping.architectures, screens: grouping.screens,
      files: grouping.files)
    var report = ArchLabReport(
      machine: machine, command: command, cycles: 0, timed: false, lines: lines, claims: claims)
    report.codebase = summary
    return report
  }
}
