import ArchCodebase

extension CodebaseClaims {
  /// The run as a report: a lines row per screen × part, the claims, and
  /// the ``/ArchCodebase/CodebaseSummary``.
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
