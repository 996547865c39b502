import ArchFeatures
import Testing

/// One screen shown once and rotated again and again: every rotation is
/// checked, leaks add up per rotation, laps time the rotations.
@Suite struct RotationRunTests {
  static let retained = Counter.variants[0]
  static let leaky = Counter.variants[1]
  static let forgetful = Counter.variants[2]
  static let rotation = ScenarioRunnerTests.rotation

  @Test func aDisciplinedVariantShowsTheSameFrameAfterEveryRotation() {
    let report = ScenarioRunner.rotations(Self.rotation, on: Self.retained, count: 50)
    #expect(report.cycles == 50)
    #expect(report.mismatchedSteps == 0)
    #expect(report.probes.leaks == [])
    #expect(report.popSeconds.count == 1)
  }

  /// NB: check only the first rotation and this test fails with 1 mismatch.
  @Test func everyRotationThatLosesTheFrameIsAMismatch() {
    let strict = Scenario<Counter>("rotation keeps the count, no excuse", leaky: [], [
      .show(0), .intent(.increment, 1), .rotate(1), .pop,
    ])
    let report = ScenarioRunner.rotations(strict, on: Self.forgetful, count: 7)
    #expect(report.mismatchedSteps == 7)
    // The deviation its traits declare is expected on every rotation.
    #expect(ScenarioRunner.rotations(Self.rotation, on: Self.forgetful, count: 7).mismatchedSteps == 0)
  }

  @Test func aMismatchBeforeTheRotationsCountsToo() {
    let wrong = Scenario<Counter>("expects too much first", leaky: [], [.show(5), .rotate(5), .pop])
    let report = ScenarioRunner.rotations(wrong, on: Self.retained, count: 4)
    #expect(report.mismatchedSteps == 1 + 4)
  }

  /// A step before the rotation that cannot run leaves every rotation
  /// unrun: each is a mismatch, with the mismatches before it.
  @Test func aStepThatCannotRunBeforeTheRotationsMismatchesThemAll() {
    let refused = Scenario<Counter>("shows twice", leaky: [], [.show(5), .show(0), .rotate(0), .pop])
    let report = ScenarioRunner.rotations(refused, on: Self.retained, count: 6)
    #expect(report.mismatchedSteps == 1 + 1 + 6)
    #expect(report.lapSeconds == [])
  }

  @Test func aLeakyVariantLeaksOnceMorePerRotation() {
    let few = ScenarioRunner.rotations(Self.rotation, on: Self.leaky, count: 3)
    let more = ScenarioRunner.rotations(Self.rotation, on: Self.leaky, count: 8)
    #expect(few.probes.liveSubscriptions > 0)
    #expect(more.probes.liveSubscriptions - few.probes.liveSubscriptions == 5)
    #expect(more.mismatchedSteps == 0)
  }

  @Test func lapsTimeTheRotationsAndAfterLapRunsBetweenThem() {
    var calls = 0
    let report = ScenarioRunner.rotations(Self.rotation, on: Self.retained, count: 10, lap: 3) { calls += 1 }
    #expect(report.lapSeconds.count == 3)
    #expect(report.lapSeconds.allSatisfy { $0 > 0 })
    #expect(calls == 3)
  }

  @Test func aFeatureRotatesItsScreensScenarioAndTellsOneWithoutARotation() throws {
    let ticker = try #require(FeatureSuite.standard.feature(named: "ticker"))
    let report = try #require(
      ticker.rotations(scenario: "rotation keeps the upstream subscription", variant: .mvp, count: 20))
    #expect(report.mismatchedSteps == 0)
    #expect(report.requests == 1)
    #expect(report.probes.leaks == [])
    #expect(ticker.rotations(scenario: "streams live prices", variant: .mvp, count: 20) == nil)
    #expect(ticker.rotations(scenario: "no such scenario", variant: .mvp, count: 20) == nil)
    #expect(
      ticker.rotations(scenario: "rotation keeps the upstream subscription", variant: "no-such-variant", count: 20)
        == nil)
  }
}
