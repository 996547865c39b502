import ArchFeatures
import Testing

/// `mvi-service-leaky`, the control for a leak into a long-lived service:
/// an effect subscribes to the service's flow and drops the token, with a
/// closure that holds nothing of the screen. The service outlives the
/// screen, so its subscriptions grow with the openings; process death
/// takes them with the old process's service.
@Suite struct ServiceLeakTests {
  static let screens = ["profile", "todo"]

  static func feature(_ name: String) throws -> AnyFeature {
    try #require(FeatureSuite.standard.feature(named: name))
  }

  static func isProcessDeath(_ feature: AnyFeature, _ scenario: String) -> Bool {
    zip(feature.scenarios, feature.coverage).contains { $0.0 == scenario && $0.1.contains(.processDeath) }
  }

  @Test(arguments: screens)
  func theControlPassesEveryScenarioWithTheLeakItDeclares(_ name: String) throws {
    let feature = try Self.feature(name)
    for scenario in feature.scenarios {
      let report = try #require(feature.run(scenario: scenario, variant: .mviServiceLeaky))
      #expect(report.failures == [], "\(name) / \(scenario)")
    }
  }

  // NB: make `Run.reopen()` call `F.makeServices` again and every count here reads as one cycle's.
  @Test(arguments: screens)
  func itsLiveSubscriptionsGrowLinearlyWithTheCycles(_ name: String) throws {
    let feature = try Self.feature(name)
    for scenario in feature.scenarios where !Self.isProcessDeath(feature, scenario) {
      let counts = try [1, 2, 5, 10].map { cycles in
        try #require(feature.cycles(scenario: scenario, variant: .mviServiceLeaky, count: cycles))
      }
      let one = counts[0].probes.liveSubscriptions
      #expect(one > 0, "\(name) / \(scenario)")
      #expect(counts.map(\.probes.liveSubscriptions) == [1, 2, 5, 10].map { $0 * one }, "\(name) / \(scenario)")
      // The closure holds nothing of the screen: only the subscriptions stay.
      #expect(counts.allSatisfy { $0.probes.objectsAlive.isEmpty && $0.probes.liveTasks.isEmpty })
      #expect(counts.allSatisfy { $0.mismatchedSteps == 0 }, "\(name) / \(scenario)")
    }
  }

  @Test(arguments: screens)
  func processDeathTakesTheSubscriptionsWithTheOldProcesssService(_ name: String) throws {
    let feature = try Self.feature(name)
    for scenario in feature.scenarios where Self.isProcessDeath(feature, scenario) {
      let one = try #require(feature.cycles(scenario: scenario, variant: .mviServiceLeaky, count: 1))
      let ten = try #require(feature.cycles(scenario: scenario, variant: .mviServiceLeaky, count: 10))
      // Only what the restored screen subscribed to the new process's service is left.
      #expect(ten.probes.liveSubscriptions == one.probes.liveSubscriptions, "\(name) / \(scenario)")
      #expect(one.probes.liveSubscriptions <= 1)
    }
  }

  @Test(arguments: screens)
  func itsDisciplinedTwinStaysAtZero(_ name: String) throws {
    let feature = try Self.feature(name)
    for scenario in feature.scenarios {
      let report = try #require(feature.cycles(scenario: scenario, variant: .mvi, count: 10))
      #expect(report.probes.liveSubscriptions == 0, "\(name) / \(scenario)")
    }
  }
}
