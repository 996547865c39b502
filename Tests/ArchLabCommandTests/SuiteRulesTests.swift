import ArchCodebase
import ArchFeatures
import ArchLabTool
import ArchMetrics
import Foundation
import Testing

/// Role rules reach every command that counts the suite's lines: given to
/// the entry point once, or as `--rules FILE`, so a new pattern's files get
/// their own role, and with `<role> -> <part>` the part it is.
@Suite struct SuiteRulesTests {
  /// The standard rules, with MVI's reducers counted as "intents", logic.
  static let rulesText = """
    Fake*.swift fake
    *Contract.swift contract
    *StoreIntent.swift contract
    *Reducer.swift intents
    *Effects.swift effects
    *View.swift view
    **/Model/** model
    intents -> logic
    """

  /// The same, with no part for "intents": other, beside the screen.
  static let unplacedText = rulesText.replacingOccurrences(of: "intents -> logic", with: "")

  static func parts(inJSON json: String) -> [String: Int] {
    guard let report = try? JSONDecoder().decode(ArchLabReport.self, from: Data(json.utf8)) else { return [:] }
    return report.lines.reduce(into: [:]) { $0[$1.role, default: 0] += $1.code }
  }

  @Test func theEntryPointsRulesCountTheSuitesFilesInCompare() throws {
    let arguments = ["compare", "--feature", "profile", "--variant", "mvi", "--cycles", "1", "--format", "json"]
    let standard = Self.parts(inJSON: ArchLabTool.run(capturing: arguments).standardOutput)
    let custom = ArchLabTool.run(capturing: arguments, rules: try RoleRules(parsing: Self.rulesText))
    #expect(custom.status == 0, "\(custom.standardError)")
    #expect(Self.parts(inJSON: custom.standardOutput) == standard)
    // NB: drop `rules:` from ReportBuilder's SuiteLines.measure call and the reducer stays logic here.
    let unplaced = ArchLabTool.run(capturing: arguments, rules: try RoleRules(parsing: Self.unplacedText))
    #expect(Self.parts(inJSON: unplaced.standardOutput)["other"] ?? 0 > 0)
    #expect(Self.parts(inJSON: unplaced.standardOutput)["logic"] ?? 0 < standard["logic"] ?? 0)
  }

  @Test func aRulesFileCountsTheSuitesFilesInCompareReportAndLoc() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("suite-rules-\(UUID()).txt")
    try Self.unplacedText.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let compare = ArchLabTool.run(capturing: [
      "compare", "--feature", "profile", "--variant", "mvi", "--cycles", "1", "--format", "json", "--rules", file.path,
    ])
    #expect(Self.parts(inJSON: compare.standardOutput)["other"] ?? 0 > 0)
    #expect(compare.standardOutput.contains("--rules \(file.path)"))  // the recorded command replays
    let report = ArchLabTool.run(capturing: ["report", "--cycles", "1", "--format", "json", "--rules", file.path])
    #expect(report.status == 0, "\(report.standardError)")
    #expect(Self.parts(inJSON: report.standardOutput)["other"] ?? 0 > 0)
    let loc = ArchLabTool.run(capturing: ["loc", "--format", "json"], rules: try RoleRules(parsing: Self.unplacedText))
    #expect(Self.parts(inJSON: loc.standardOutput)["other"] ?? 0 > 0)
  }

  @Test func rulesDoNotApplyToASavedReport() {
    let run = ArchLabTool.run(capturing: ["report", "--from", "saved.json", "--rules", "roles.txt"])
    #expect(run.status == 2)
    #expect(run.standardError.contains("--rules counts the lines of a new run"))
  }
}
