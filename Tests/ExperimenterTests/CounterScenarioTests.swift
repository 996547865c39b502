import ArchFeatures
import Testing

/// An experimenter's own screen joins a copy of the suite and runs every
/// scenario on both of its variants, with the suite's probes.
@Suite struct CounterScenarioTests {
  static let suite: FeatureSuite = {
    var suite = FeatureSuite.standard
    suite.register(Counter.self)
    return suite
  }()

  @Test func counterJoinsTheSuiteWithItsVariantsAndScenarios() throws {
    let counter = try #require(Self.suite.feature(named: "counter"))
    #expect(counter.variants.map(\.id) == [.mvp, .mvvmFlow])
    #expect(ScenarioCoverage(counter.coverage) == .required)
    #expect(Self.suite.cases(feature: "counter").count == 12)
  }

  // NB: drop `.store(in: request)` in CounterPresenter.run and "pop mid-save
  // cancels the request" fails on mvp: the save completes for nobody.
  @Test(arguments: suite.cases(feature: "counter"))
  func everyCounterScenarioPassesOnEveryVariant(_ test: ScenarioCase) {
    let report = test.run()
    #expect(report.failures == [], "\(report)")
    #expect(report.probes.leaks == [])
  }
}
