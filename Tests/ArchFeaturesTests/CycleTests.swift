import ArchFeatures
import Foundation
import Testing

/// Repeated cycles on one host: leaks add up for a leaky variant and stay
/// at zero for a disciplined one.
@Suite struct CycleTests {
  static let rotation = UserProfile.scenarios.first { $0.covers.contains(.rotationMidFlight) }!
  static func variant(_ id: VariantID) -> Variant<UserProfile> { UserProfile.variants.first { $0.id == id }! }

  @Test(arguments: [1, 3, 8])
  func leakyVariantLeaksInProportionToCycles(_ cycles: Int) {
    let one = ScenarioRunner.cycles(Self.rotation, on: Self.variant(.mvpLeaky), count: 1)
    let many = ScenarioRunner.cycles(Self.rotation, on: Self.variant(.mvpLeaky), count: cycles)
    #expect(one.probes.liveSubscriptions > 0)
    #expect(many.probes.liveSubscriptions == cycles * one.probes.liveSubscriptions)
    #expect(many.probes.objectsAlive.count == cycles * one.probes.objectsAlive.count)
    #expect(many.probes.rendersAfterDestroy == cycles * one.probes.rendersAfterDestroy)
    #expect(many.mismatchedSteps == 0)
  }

  @Test(arguments: [VariantID.mvc, .mvp, .mvpSupervising, .mvvmFlow, .mvvmAsync])
  func disciplinedVariantStaysCleanOverManyCycles(_ id: VariantID) {
    let report = ScenarioRunner.cycles(Self.rotation, on: Self.variant(id), count: 20)
    #expect(report.probes.leaks == [])
    #expect(report.mismatchedSteps == 0)
    #expect(report.popSeconds.count == 20)
  }

  /// Each cycle opens the screen on the run's services, which put the
  /// scenario's data back first, so data a screen saved (a todo list, a
  /// navigation count) or the clock's hour (a price) does not change the
  /// next cycle's frames.
  @Test(arguments: FeatureSuite.standard.features.map(\.name))
  func everyCycleShowsTheScenariosFrames(_ name: String) throws {
    let feature = try #require(FeatureSuite.standard.feature(named: name))
    for scenario in feature.scenarios {
      for variant in feature.variants {
        let report = try #require(feature.cycles(scenario: scenario, variant: variant.id, count: 3))
        // NB: drop `services.resetForNextOpening()` from `Run.reopen()` and login counts earlier navigations.
        #expect(report.mismatchedSteps == 0, "\(name) / \(scenario) / \(variant.id)")
      }
    }
  }

  /// The laps split the run: one time per whole lap, a shorter tail left
  /// out, each within the time of the run as a whole.
  @Test(arguments: [(cycles: 10, lap: 3, laps: 3), (cycles: 9, lap: 3, laps: 3), (cycles: 4, lap: 0, laps: 0)])
  func lapsTimeEachStretchOfCyclesInTurn(_ shape: (cycles: Int, lap: Int, laps: Int)) throws {
    let clock = ContinuousClock()
    let start = clock.now
    let report = ScenarioRunner.cycles(Self.rotation, on: Self.variant(.mvp), count: shape.cycles, lap: shape.lap)
    let whole = (clock.now - start) / .seconds(1)
    #expect(report.lapSeconds.count == shape.laps)
    #expect(report.lapSeconds.allSatisfy { $0 > 0 })
    #expect(report.lapSeconds.reduce(0, +) <= whole)
    #expect(report.mismatchedSteps == 0)
  }

  /// What runs between laps is called once after each, and its time is in
  /// no lap: a floor timed there does not inflate the laps beside it.
  @Test func afterLapRunsBetweenLapsOutsideTheirTime() throws {
    let profile = try #require(FeatureSuite.standard.feature(named: UserProfile.name))
    let clock = ContinuousClock()
    var calls = 0
    var between = Duration.zero
    let start = clock.now
    let report = try #require(
      profile.cycles(scenario: Self.rotation.name, variant: .mvp, count: 6, lap: 2) {
        calls += 1
        let floorStart = clock.now
        profile.bareCycles(scenario: Self.rotation.name, count: 200)
        between += clock.now - floorStart
      })
    let whole = clock.now - start
    #expect(calls == 3)
    #expect(report.lapSeconds.count == 3)
    // NB: start the next lap before `afterLap` runs and its time lands in the laps too.
    let laps = report.lapSeconds.reduce(0, +)
    #expect(laps + between / .seconds(1) <= whole / .seconds(1))
  }

  /// A report round-trips through JSON, and one saved before laps were
  /// timed (no `lapSeconds`) still reads, with none.
  @Test func aReportSavedWithoutLapsStillDecodes() throws {
    let report = ScenarioRunner.cycles(Self.rotation, on: Self.variant(.mvp), count: 4, lap: 2)
    let data = try JSONEncoder().encode(report)
    #expect(try JSONDecoder().decode(CycleReport.self, from: data) == report)
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object.removeValue(forKey: "lapSeconds") != nil)
    let older = try JSONDecoder().decode(CycleReport.self, from: JSONSerialization.data(withJSONObject: object))
    #expect(older.lapSeconds == [])
    #expect(older.popSeconds == report.popSeconds)
  }

  /// The floor is timed in laps too, on one host like a variant's run; a
  /// scenario the feature lacks is told apart from a run without laps.
  @Test func bareCyclesTimeTheirLapsAndTellAnUnknownScenario() throws {
    let profile = try #require(FeatureSuite.standard.feature(named: UserProfile.name))
    let laps = try #require(profile.bareCycles(scenario: Self.rotation.name, count: 7, lap: 2))
    #expect(laps.count == 3)
    #expect(laps.allSatisfy { $0 > 0 })
    #expect(profile.bareCycles(scenario: Self.rotation.name, count: 2) == [])
    #expect(profile.bareCycles(scenario: "no such scenario", count: 2, lap: 1) == nil)
  }

  @Test func mvcMakesOneDuplicateRequestPerRotation() {
    let mvc = ScenarioRunner.cycles(Self.rotation, on: Self.variant(.mvc), count: 5)
    let mvp = ScenarioRunner.cycles(Self.rotation, on: Self.variant(.mvp), count: 5)
    #expect(mvc.requestsPerCycle == 2)
    #expect(mvp.requestsPerCycle == 1)
  }

  @Test func teardownCancelsUpstreamAtOnceForDisciplinedVariants() throws {
    let popMidFlight = try #require(UserProfile.scenarios.first { $0.covers.contains(.popMidFlight) })
    let report = ScenarioRunner.run(popMidFlight, on: Self.variant(.mvp))
    #expect(report.probes.upstreamIdleAfter == 0)
    #expect(report.probes.requestsCancelled == 1)
  }
}
