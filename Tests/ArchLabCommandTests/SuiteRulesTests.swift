import ArchFeatures
import ArchLabTool
import ArchMetrics
import Foundation
import Testing

/// Role rules reach every command that counts the suite's lines: given to
/// the entry point once, or as `--rules FILE`, so a new pattern's files get
/// their own role instead of "other".
@Suite struct SuiteRulesTests {
  /// The standard rules, with MVI's reducers counted as "intents".
  static let rulesText = """
    Fake*.swift fake
    *Contract.swift contract
    *StoreIntent.swift contract
    *Reducer.swift intents
    *Effects.swift effects
    *View.swift view
    **/Model/** model
    """

  static func roles(inJSON json: String) -> Set<String> {
    guard let report = try? JSONDecoder().decode(ArchLabReport.self, from: Data(json.utf8)) else { return [] }
    return Set(report.lines.map(\.role))
  }

  @Test func theEntryPointsRulesCountTheSuitesFilesInCompare() throws {
    let arguments = ["compare", "--feature", "profile", "--variant", "mvi", "--cycles", "1", "--format", "json"]
    let standard = ArchLabTool.run(capturing: arguments)
    let custom = ArchLabTool.run(capturing: arguments, rules: try RoleRules(parsing: Self.rulesText))
    #expect(custom.status == 0, "\(custom.standardError)")
    #expect(Self.roles(inJSON: standard.standardOutput).contains("reducer"))
    // NB: drop `rules:` from ReportBuilder's SuiteLines.measure call and "intents" never shows.
    #expect(Self.roles(inJSON: custom.standardOutput).contains("intents"))
    #expect(!Self.roles(inJSON: custom.standardOutput).contains("reducer"))
  }

  @Test func aRulesFileCountsTheSuitesFilesInCompareReportAndLoc() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("suite-rules-\(UUID()).txt")
    try Self.rulesText.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let compare = ArchLabTool.run(capturing: [
      "compare", "--feature", "profile", "--variant", "mvi", "--cycles", "1", "--format", "json", "--rules", file.path,
    ])
    #expect(Self.roles(inJSON: compare.standardOutput).contains("intents"))
    #expect(compare.standardOutput.contains("--rules \(file.path)"))  // the recorded command replays
    let report = ArchLabTool.run(capturing: ["report", "--cycles", "1", "--format", "json", "--rules", file.path])
    #expect(report.status == 0, "\(report.standardError)")
    #expect(Self.roles(inJSON: report.standardOutput).contains("intents"))
    let loc = ArchLabTool.run(capturing: ["loc", "--format", "json"], rules: try RoleRules(parsing: Self.rulesText))
    #expect(loc.standardOutput.contains("intents"))
  }

  @Test func rulesDoNotApplyToASavedReport() {
    let run = ArchLabTool.run(capturing: ["report", "--from", "saved.json", "--rules", "roles.txt"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("--rules counts the lines of a new run"))
  }
}
