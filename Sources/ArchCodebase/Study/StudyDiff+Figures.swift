/// The figures a study diff compares, each as the text a reader sees:
/// per app, per pool row, per "shorter" row.
extension StudyDiff {
  /// A pool of either study: a family × platform row, or a platform's "shorter" row.
  struct PoolKey: Equatable {
    var family: StudyFamily?
    var platform: StudyPlatform

    /// `"MVP-family iOS"`, `"MVVM/MVP Android"`.
    var subject: String { "\(family?.rawValue ?? "MVVM/MVP") \(platform.rawValue)" }
  }

  /// The pools of `old` and `new`, in the order a study lists them.
  static func poolKeys(_ old: Study, _ new: Study) -> [PoolKey] {
    let rows = StudyFamily.allCases.flatMap { family in
      StudyPlatform.allCases.map { PoolKey(family: family, platform: $0) }
    }
    let shorter = StudyPlatform.allCases.map { PoolKey(family: nil, platform: $0) }
    return (rows + shorter).filter { key in [old, new].contains { !pool(key, in: $0).figures.isEmpty } }
  }

  /// The apps of the pool `key` in `study`, and its figures (none when the study has no such pool).
  static func pool(_ key: PoolKey, in study: Study) -> (apps: [String], figures: [(String, String)]) {
    guard let family = key.family else {
      guard let row = study.pool.shorter.first(where: { $0.platform == key.platform }) else { return ([], []) }
      let claim = row.claim
      return (
        row.apps,
        [("apps", "\(row.apps.count)"), ("pairs", "\(claim.distribution?.count ?? 0)")]
          + spread("shorter", claim.distribution) + judged("shorter", claim)
      )
    }
    guard let row = study.pool.rows.first(where: { $0.family == family && $0.platform == key.platform }) else {
      return ([], [])
    }
    var apps: [String] = []
    for member in StudyPool.members(of: study.apps, family: family, platform: key.platform)
    where !apps.contains(member.app) {
      apps.append(member.app)
    }
    var figures = [("apps", "\(row.apps)"), ("screens", "\(row.screens)")]
    for part in ScreenPart.studied { figures += spread(part.rawValue, row.distribution(part)) }
    for claim in row.claims { figures += judged(name(claim), claim) }
    return (apps, figures)
  }

  /// An app's figures: measured or failed, its commit, and, measured, its
  /// screens, the share of its code in them, and each claim's median and verdict.
  static func figures(_ app: StudyApp?) -> [(String, String)] {
    guard let app else { return [] }
    var figures = [("app", status(app)), ("commit", StudyTables.commit(app))]
    guard app.failure == nil else { return figures }
    figures.append(("screens", "\(app.screens.count)"))
    if let reading = app.reading {
      figures.append(("code in screens", ClaimRow.percent(reading.share) + (reading.isFlagged ? " !" : "")))
    }
    for claim in ArticleClaim.sizeClaims {
      guard let claim = app.claim(claim) else { continue }
      let short = name(claim)
      figures += [("\(short) median", StudyTables.median(claim)), ("\(short) verdict", claim.verdict.rawValue)]
    }
    return figures
  }

  /// A part's median and quartiles over a pool's screens, every screen once.
  private static func spread(_ name: String, _ spread: ClaimDistribution?) -> [(String, String)] {
    guard let spread, spread.count > 0 else { return [("\(name) median", "—"), ("\(name) quartiles", "—")] }
    return [
      ("\(name) median", ClaimRow.percent(spread.median)),
      ("\(name) quartiles", "\(bare(spread.lowerQuartile))–\(ClaimRow.percent(spread.upperQuartile))"),
    ]
  }

  /// A pooled claim: its verdict, its median (each app once) with the
  /// 95 % interval, "—" in a study written before intervals, and its
  /// screens in the claimed range.
  private static func judged(_ name: String, _ claim: ClaimRow) -> [(String, String)] {
    let interval = claim.uncertainty.map {
      "\(ClaimRow.percent($0.median)) [\(bare($0.lower))–\(ClaimRow.percent($0.upper))]"
    }
    let inRange = claim.distribution.map { "\($0.inRange) of \($0.count)" }
    return [
      ("\(name) verdict", claim.verdict.rawValue), ("\(name) median [95 %]", interval ?? "—"),
      ("\(name) in range", inRange ?? "—"),
    ]
  }

  /// The claim as the apps table heads it: presenter, view, model, shorter.
  private static func name(_ claim: ClaimRow) -> String {
    claim.id?.label ?? claim.claim
  }

  /// `0.42` as `"42"`: a percentage without its sign, for the first end of a range.
  private static func bare(_ fraction: Double) -> String {
    let percent = ClaimRow.percent(fraction)
    return percent.hasSuffix(" %") ? String(percent.dropLast(2)) : percent
  }
}
