import ArchFeatures
import Testing

/// Every scenario of every feature on every variant: the heart of the
/// comparison. Declared differences (MVC reloading, the leaky variant's
/// leaks) are asserted by the runner, never skipped.
@Suite struct ScenarioMatrixTests {
  // NB: delete `.store(in: attachmentBag)` in UserProfilePresenter.onAttach
  // and every mvp scenario fails with a live subscription naming that line.
  @Test(arguments: FeatureSuite.standard.cases())
  func scenarioRunsAsDeclared(_ test: ScenarioCase) {
    let report = test.run()
    #expect(report.failures == [], "\(report)")
  }
}
