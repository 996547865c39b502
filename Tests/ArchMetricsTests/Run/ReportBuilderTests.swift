import ArchCodebase
import ArchFeatures
import ArchMetrics
import Testing

/// The builder assembles one report from every measurement; untimed runs
/// are deterministic, so a workshop's slides don't drift.
@Suite struct ReportBuilderTests {
  @Test func untimedRunsGiveTheSameReportEveryTime() throws {
    let builder = ReportBuilder(cycles: 3, timed: false, feature: "search", machine: "test machine")
    let first = try builder.build(.standard)
    let second = try builder.build(.standard)
    // NB: leave popLatency in untimed rows and the two reports differ.
    #expect(first == second)
    #expect(first.timings.isEmpty)
    #expect(first.matrix.allSatisfy { $0.popLatency == nil })
    #expect(Set(first.matrix.map(\.feature)) == ["search"])
    #expect(Set(first.lines.map(\.feature)) == ["search"])
  }

  @Test func timedRunMeasuresCancellationAndScenarioTimes() throws {
    let report = try ReportBuilder(cycles: 2, timed: true, timingRuns: 20, scenarioRounds: 1, feature: "profile")
      .build(.standard)
    #expect(report.timings.map(\.name) == [
      "cancel a callback subscription", "cancel a task-based subscription", "run one mvp scenario headless",
    ])
    #expect(report.matrix.allSatisfy { ($0.popLatency?.count ?? 0) >= 2 })
    let millisecondsClaim = report.claims.first { $0.claim.hasPrefix("presenter tests run in milliseconds") }
    #expect(millisecondsClaim?.verdict != .notMeasured)
  }

  @Test func progressNamesEveryStage() throws {
    let lines = Box()
    _ = try ReportBuilder(cycles: 1, timed: false, feature: "login", variants: [.mvp]).build(.standard) {
      lines.append($0)
    }
    #expect(lines.values == ["lines by role", "matrix at 1 cycle: login / mvp (1 of 1)"])
  }
}

/// Progress lines, collected on the test's own thread.
private final class Box {
  var values: [String] = []
  func append(_ line: String) { values.append(line) }
}

/// The builder counts the suite's lines under the rules it is given.
@Suite struct ReportBuilderRulesTests {
  @Test func linesAreCountedUnderTheGivenRules() throws {
    let renamed = "*Reducer.swift intents\n*Effects.swift effects\n*View.swift view\n**/Model/** model\n"
    func parts(_ rules: String) throws -> [String: Int] {
      let report = try ReportBuilder(
        cycles: 1, timed: false, feature: "profile", variants: [.mvi], rules: try RoleRules(parsing: rules)
      ).build(.standard)
      return Dictionary(uniqueKeysWithValues: report.lines.map { ($0.role, $0.code) })
    }
    let standard = try parts(renamed.replacingOccurrences(of: "intents", with: "reducer"))
    // A role with no part is other, beside the screen; given a part, it counts there.
    // NB: drop `rules:` from ReportBuilder's SuiteLines.measure call and the reducer stays logic here.
    let unplaced = try parts(renamed)
    #expect((unplaced["logic"] ?? 0) < (standard["logic"] ?? 0))
    #expect((unplaced["other"] ?? 0) > 0)
    #expect(try parts(renamed + "intents -> logic\n") == standard)
  }
}
