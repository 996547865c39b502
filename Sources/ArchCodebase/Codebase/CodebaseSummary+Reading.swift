/// How much of an app `archlab claims` read as screens, and how its roles
/// were decided: a reader learns from it whether the verdicts speak for the
/// app or for a corner of it.
extension CodebaseSummary {
  /// Code lines of the files in a screen.
  public var screenCode: Int { files.filter { $0.screen != nil }.map(\.code).reduce(0, +) }

  /// Code lines of every counted file.
  public var countedCode: Int { files.map(\.code).reduce(0, +) }

  /// The share of the code that is in screens (0 when there is no code).
  public var screenCodeShare: Double { reading.share }

  /// The screens' share of the code, by the definition a study flags its apps by too.
  public var reading: ScreenCodeShare {
    ScreenCodeShare(screens: screens.count, screenCode: screenCode, code: countedCode)
  }

  /// Files whose role the code's declarations decided, and files whose
  /// role a name or folder rule gave.
  public var rolesDecided: (byDeclaration: Int, byName: Int) {
    let declared = files.filter { $0.roleReason?.hasPrefix("declares") == true }.count
    return (declared, files.count - declared)
  }

  /// `"12 screens (8 MVP, 4 MVVM)"`.
  public var screenCensus: String {
    let patterns = ScreenPattern.allCases.compactMap { pattern -> String? in
      let n = screens.filter { $0.pattern == pattern }.count
      return n == 0 ? nil : "\(n) \(pattern)"
    }
    return "\(screens.count) screen\(screens.count == 1 ? "" : "s")"
      + (patterns.isEmpty ? "" : " (\(patterns.joined(separator: ", ")))")
  }

  /// `"62 % of the code (1234 of 1990 lines) is in screens; roles: 40
  /// files from their declarations, 12 from their names"`.
  public var readingLine: String {
    let roles = rolesDecided
    return "\(ClaimRow.percent(screenCodeShare)) of the code (\(screenCode) of \(countedCode) lines) is in screens; "
      + "roles: \(roles.byDeclaration) file\(roles.byDeclaration == 1 ? "" : "s") from their "
      + "declarations, \(roles.byName) from their names"
  }

  /// A warning when the screens hold too little of the app for its verdicts
  /// to speak for it: no screen at all, or under a quarter of the code
  /// (``ScreenCodeShare``).
  public var readingWarning: String? { reading.warning(grouping: "--show-grouping") }
}
