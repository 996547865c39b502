import ArchFeatures
import ArchMetrics
import Testing

@testable import ArchLabTool

/// A script or CI can rely on the exit code: a failed variant exits 1, after
/// everything is printed.
@Suite struct ExitCodeTests {
  static func row(_ variant: String, passed: Int, mismatched: Int = 0) -> MatrixRow {
    MatrixRow(
      feature: "profile", variant: variant, scenarios: 8, passed: passed,
      failedScenarios: passed < 8 ? ["loads the user"] : [], mismatchedSteps: mismatched,
      liveSubscriptions: 0, liveTasks: 0, objectsAlive: 0, rendersAfterDestroy: 0, completedForNobody: 0,
      duplicateRequestsPerRotation: 0, upstreamIdleAfterPop: 0)
  }

  @Test func compareFailsWhenAScenarioFailed() {
    let report = ArchLabReport(
      machine: "m", command: "c", cycles: 1, matrix: [Self.row("mvp", passed: 8), Self.row("mvi", passed: 7)])
    #expect(throws: CommandFailure.self) { try CompareCommand.failIfAnyRowFailed(report) }
    do {
      try CompareCommand.failIfAnyRowFailed(report)
    } catch {
      #expect(error.exitCode == 1)
      #expect(error.description.contains("profile / mvi: 7 of 8 scenarios passed (failed: loads the user)"))
    }
  }

  @Test func compareFailsWhenOnlyTheScaleRunMismatched() {
    let report = ArchLabReport(
      machine: "m", command: "c", cycles: 1, matrix: [Self.row("mvi", passed: 8, mismatched: 57)])
    // NB: judge rows by `passed == scenarios` alone and this run exits 0.
    #expect(throws: CommandFailure.self) { try CompareCommand.failIfAnyRowFailed(report) }
  }

  @Test func comparePassesWhenEveryRowPassed() throws {
    let report = ArchLabReport(machine: "m", command: "c", cycles: 1, matrix: [Self.row("mvp", passed: 8)])
    try CompareCommand.failIfAnyRowFailed(report)
  }

  @Test func playFailsForAFailedVariantAndAControlNotCaught() throws {
    let feature = try #require(FeatureSuite.standard.feature(named: "profile"))
    let scenario = PlayCommand.defaultScenario(of: feature)
    var clean = try #require(feature.run(scenario: scenario, variant: .mvp))
    var control = try #require(feature.run(scenario: scenario, variant: .mvpLeaky))
    #expect(PlayCommand.failure(of: [clean, control]) == nil)
    clean.failures = ["step 2: expected loading"]
    control.failures = ["the probes did not catch the declared leak: objects"]
    let failure = try #require(PlayCommand.failure(of: [clean, control]))
    #expect(failure.exitCode == 1)
    #expect(failure.description == "mvp failed the scenario; mvp-leaky was not caught as declared")
  }
}
