/// The tables of a study, for text and Markdown alike; each fits 80
/// columns with labels cut to 14 characters (``StudyText``'s width).
package enum StudyTables {
  /// One row per app: the commit measured, its screens and the medians
  /// of `archlab claims`. `labelWidth` cuts longer labels with "…".
  package static func apps(_ study: Study, labelWidth: Int = .max) -> TextTable {
    let rows = study.apps.map { app -> [TextTable.Cell] in
      let label = TextTable.Cell(cut(app.entry.label, labelWidth))
      guard app.failure == nil else {
        return [label, .init(commit(app)), .init("failed", tone: .bad), .init(""), .init(""), .init(""), .init("")]
      }
      // "!" marks an app whose screens hold too little of its code; a line under the table says why.
      let screens = "\(app.screens.count)" + (app.readingWarning == nil ? "" : " !")
      return [
        label, .init(commit(app)), .init(screens, tone: app.readingWarning == nil ? .plain : .mixed),
      ] + ArticleClaim.sizeClaims.map { judged(app.claim($0)) }
    }
    return TextTable(
      headers: ["app", "commit", "screens", "presenter", "view", "model", "shorter"],
      alignments: [.left, .left, .right, .right, .right, .right, .right], rows: rows)
  }

  /// How many screens of each pattern each app has.
  package static func patterns(_ study: Study, labelWidth: Int = .max) -> TextTable {
    let patterns = ScreenPattern.allCases.filter { pattern in
      study.apps.contains { $0.screens.contains { $0.pattern == pattern } }
    }
    let rows = study.apps.filter { $0.failure == nil }.map { app in
      [TextTable.Cell(cut(app.entry.label, labelWidth))]
        + patterns.map { pattern in
          let n = app.screens.filter { $0.pattern == pattern }.count
          return TextTable.Cell(n == 0 ? "·" : "\(n)")
        }
    }
    return TextTable(
      headers: ["app"] + patterns.map(\.description), alignments: [.left] + patterns.map { _ in .right }, rows: rows)
  }

  /// One row per family × platform: apps, screens, and each part's share
  /// in % as "median [lower quartile–upper quartile]".
  package static func pooled(_ study: Study) -> TextTable {
    let rows = study.pool.rows.map { row -> [TextTable.Cell] in
      [
        .init(row.family.rawValue), .init(row.platform.rawValue), .init("\(row.apps)"), .init("\(row.screens)"),
        .init(spread(row.logic)), .init(spread(row.view)), .init(spread(row.model)),
      ]
    }
    return TextTable(
      headers: ["family", "platform", "apps", "screens", "logic %", "view %", "model %"],
      alignments: [.left, .left, .right, .right, .right, .right, .right], rows: rows, keyColumns: 2)
  }

  /// The article's claims judged on the pool: one row per claim, family
  /// and platform, with the median and its 95 % interval (each app
  /// counting once), the apps, and the verdict.
  package static func verdicts(_ study: Study) -> TextTable {
    TextTable(
      headers: ["family", "platform", "claim", "median [95 %]", "apps", "verdict"],
      alignments: [.left, .left, .left, .right, .right, .left], rows: pooledClaims(study).map(verdictRow),
      keyColumns: 2)
  }

  /// What one app moves in each pooled claim: the apps and screens, the
  /// median with every screen once, and the median without each app in
  /// turn, with the apps that move it most.
  package static func robustness(_ study: Study) -> [String] {
    pooledClaims(study).compactMap { family, platform, claim in
      guard let sure = claim.uncertainty else { return nil }
      let what =
        "\(family) \(platform.rawValue), \(shortName(claim)): \(sure.apps) app\(sure.apps == 1 ? "" : "s"), "
        + "\(sure.screens) screen\(sure.screens == 1 ? "" : "s")"
      var line = what + "; every screen once: \(ClaimRow.percent(sure.screenMedian))"
      if let low = sure.leaveOneOutLowest, let high = sure.leaveOneOutHighest {
        let movers = sure.movers.map { "\($0.app) \(ClaimRow.percent($0.median))" }.joined(separator: ", ")
        line += "; without one app: \(ClaimRow.percent(low))–\(ClaimRow.percent(high)) "
          + (movers.isEmpty ? "(no app alone moves it)" : "(most: \(movers))")
      }
      return line.escapedControls
    }
  }

  /// Every pooled claim with its family and platform, in table order.
  static func pooledClaims(_ study: Study) -> [(String, StudyPlatform, ClaimRow)] {
    study.pool.rows.flatMap { row in row.claims.map { (row.family.rawValue, row.platform, $0) } }
      + study.pool.shorter.map { ("MVVM/MVP", $0.platform, $0.claim) }
  }

  private static func verdictRow(_ family: String, _ platform: StudyPlatform, _ claim: ClaimRow) -> [TextTable.Cell] {
    let tone: TextTable.Tone =
      switch claim.verdict {
      case .holds: .good
      case .partly, .inconclusive: .mixed
      case .doesNotHold: .bad
      case .notMeasured: .plain
      }
    let median: String
    if let sure = claim.uncertainty {
      let percent = ClaimRow.wholePercent
      median = "\(percent(sure.median)) [\(percent(sure.lower))–\(percent(sure.upper))]"
    } else {
      median = claim.distribution.map { ClaimRow.percent($0.median) } ?? "—"
    }
    return [
      .init(family), .init(platform.rawValue), .init(shortName(claim)), .init(median),
      .init(claim.uncertainty.map { "\($0.apps)" } ?? "—"), .init(claim.verdict.rawValue, tone: tone),
    ]
  }

  /// `"presenter 40–60 %"` for the presenter's claim; a claim ArchLab
  /// does not declare in its own words.
  static func shortName(_ claim: ClaimRow) -> String { claim.id?.shortName ?? claim.claim }

  /// `"33 [25–41]"`, in %.
  static func spread(_ distribution: ClaimDistribution) -> String {
    let percent = ClaimRow.wholePercent
    return "\(percent(distribution.median)) "
      + "[\(percent(distribution.lowerQuartile))–\(percent(distribution.upperQuartile))]"
  }

  /// A claim's median, or "—" when it was not measured.
  static func median(_ claim: ClaimRow?) -> String {
    guard let claim, claim.verdict != .notMeasured, let spread = claim.distribution else { return "—" }
    return ClaimRow.percent(spread.median)
  }

  /// A claim's median and its verdict's mark: `"25 % ✗"`.
  static func judged(_ claim: ClaimRow?) -> TextTable.Cell {
    guard let claim, claim.verdict != .notMeasured else { return .init("—") }
    let (mark, tone): (String, TextTable.Tone) =
      switch claim.verdict {
      case .holds: ("✓", .good)
      case .partly, .inconclusive: ("~", .mixed)
      default: ("✗", .bad)
      }
    return .init("\(median(claim)) \(mark)", tone: tone)
  }

  /// One line per app flagged `!` in ``apps(_:labelWidth:)``: `"! label
  /// (line 3): only 12 % of the code is in screens: …"`, control characters
  /// escaped.
  package static func warnings(_ study: Study) -> [String] {
    study.apps.compactMap { app in
      app.readingWarning.map { "! \(app.entry.label) (line \(app.entry.line)): \($0)".escapedControls }
    }
  }

  /// What the marks of ``apps(_:labelWidth:)`` mean.
  package static let marks =
    "✓ holds, ~ inconclusive, ✗ does not hold: each app judged alone over its screens, as archlab claims judges it; "
    + "shorter: MVVM against MVP in the same app"

  /// The first 12 characters of the commit measured; "—" for a plain folder.
  static func commit(_ app: StudyApp) -> String {
    guard let commit = app.measuredCommit else { return "—" }
    return commit.hasSuffix("(working tree)") ? String(commit.prefix(12)) + "*" : String(commit.prefix(12))
  }

  static func cut(_ text: String, _ width: Int) -> String {
    text.count <= width ? text : String(text.prefix(max(1, width - 1))) + "…"
  }
}
