import ArchCodebase

/// The sections of a report of `archlab claims`, on an app's code: how the
/// claims' figures spread over the screens, what was left out, and how
/// roles map to parts.
extension ReportTables {
  /// The spread of each size claim: screens, how many in range, quartiles,
  /// and the screens farthest outside.
  static func distributions(_ report: ArchLabReport) -> TextTable? {
    let rows = report.claims.compactMap { row -> [TextTable.Cell]? in
      guard let spread = row.distribution else { return nil }
      let outside =
        spread.outside.prefix(3).map(spread.describe).joined(separator: ", ")
        + (spread.outside.count > 3 ? ", …" : "")
      let figure = { (value: Double) in spread.unit == nil ? NumberFormat.percent(value) : spread.format(value) }
      return [
        .init(row.claim), .init("\(spread.count)"), .init("\(spread.inRange)"),
        .init(figure(spread.lowerQuartile)), .init(figure(spread.median)),
        .init(figure(spread.upperQuartile)), .init(outside.isEmpty ? "—" : outside),
      ]
    }
    guard !rows.isEmpty else { return nil }
    return TextTable(
      headers: ["claim", "screens", "in range", "Q1", "median", "Q3", "farthest outside"],
      alignments: [.left, .right, .right, .right, .right, .right, .left], rows: rows)
  }

  /// What was left out and why, and the languages not counted.
  static func leftOut(_ summary: CodebaseSummary) -> TextTable? {
    var rows = summary.excluded.map { row -> [TextTable.Cell] in
      [.init(row.reason.rawValue), .init("\(row.files)"), .init("\(row.lines)"), .init("\(row.code)")]
    }
    rows += summary.uncounted.map {
      [.init("not counted: \($0.language)"), .init("\($0.files)"), .init("\($0.lines)"), .init("—")]
    }
    rows += summary.skipped.map { [.init("cannot be read: \($0.path)"), .init("1"), .init("—"), .init("—")] }
    guard !rows.isEmpty else { return nil }
    return TextTable(
      headers: ["left out", "files", "lines", "code"], alignments: [.left, .right, .right, .right], rows: rows)
  }

  /// Each role met, the part it counts as, its files and code.
  static func roleParts(_ summary: CodebaseSummary) -> TextTable? {
    guard !summary.roles.isEmpty else { return nil }
    return TextTable(
      headers: ["role", "part", "files", "code"], alignments: [.left, .left, .right, .right],
      rows: summary.roles.map {
        [.init($0.role.rawValue), .init($0.part.rawValue), .init("\($0.files)"), .init("\($0.code)")]
      })
  }

  /// Code in no screen, per part, with how the shared model was attributed.
  static func sharedCode(_ summary: CodebaseSummary) -> TextTable {
    var rows = ScreenPart.allCases.filter { summary.sharedCode[$0] > 0 }.map { part -> [TextTable.Cell] in
      [.init(part.rawValue), .init("\(summary.sharedCode[part])")]
    }
    rows.append([.init("shared model, in the screens"), .init(summary.sharedModelExplanation)])
    return TextTable(headers: ["code in no screen", "code lines"], alignments: [.left, .right], rows: rows)
  }

  /// How much of the app is in screens, and what decided the roles.
  static func reading(_ summary: CodebaseSummary) -> TextTable {
    let roles = summary.rolesDecided
    var rows: [[TextTable.Cell]] = [
      [.init("code in screens"), .init("\(summary.screenCode) of \(summary.countedCode) lines "
        + "(\(ClaimRow.percent(summary.screenCodeShare)))")],
      [.init("screens"), .init(summary.screenCensus)],
      [.init("roles"), .init("\(roles.byDeclaration) files from their declarations, \(roles.byName) from their names")],
    ]
    if let warning = summary.readingWarning { rows.append([.init("warning"), .init(warning)]) }
    return TextTable(headers: ["what was read", ""], alignments: [.left, .left], rows: rows)
  }

  /// A report's sections when it is of an app's code.
  static func codebaseSections(_ report: ArchLabReport, _ summary: CodebaseSummary) -> [(String, TextTable?)] {
    [
      ("How much was read", reading(summary)),
      ("Lines by part per screen", lines(report)),
      ("The article's claims", claims(report)),
      ("How the claims' figures spread over the screens", distributions(report)),
      ("Code in no screen", sharedCode(summary)),
      ("Roles and the parts they count as", roleParts(summary)),
      ("Left out", leftOut(summary)),
    ]
  }
}
