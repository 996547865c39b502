import ArchFeatures
import Testing

/// Every scenario of every feature on every variant: the heart of the
/// comparison. Declared differences (MVC reloading, the leaky variant's
/// leaks) are asserted by the runner, never skipped.
@Suite struct ScenarioMatrixTests {
  // NB: in UserProfilePresenter.onAttach, drop `.store(in: attachmentBag)` and
  // capture `self` strongly: every profile/mvp case fails, naming that line.
  @Test(arguments: FeatureSuite.standard.cases())
  func scenarioRunsAsDeclared(_ test: ScenarioCase) {
    let report = test.run()
    #expect(report.failures == [], "\(report)")
  }
}
