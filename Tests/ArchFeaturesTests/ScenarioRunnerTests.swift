import ArchFeatures
import Testing

/// The runner checks what scenarios declare: frames, request counts,
/// deviations by trait, and the probes after teardown. These tests prove it
/// can fail.
@Suite struct ScenarioRunnerTests {
  static let retained = Counter.variants[0]
  static let leaky = Counter.variants[1]
  static let forgetful = Counter.variants[2]

  static let rotation = Scenario<Counter>(
    "rotation keeps the count", covers: .rotationMidFlight, leaky: [.subscriptions, .objects], [
      .show(0),
      .intent(.increment, 1),
      .rotate(1).except(.reloadsOnRotation, 0, because: "keeps nothing"),
      .pop,
    ])

  @Test func disciplinedVariantPassesWithCleanProbes() {
    let report = ScenarioRunner.run(Self.rotation, on: Self.retained)
    #expect(report.failures == [])
    #expect(report.steps.map(\.shown) == ["0", "1", "1", "no view"])
    #expect(report.steps.map(\.view) == ["#1 resumed", "#1 resumed", "#2 resumed", "no view"])
    #expect(report.probes.leaks == [])
    #expect(report.expectedLeaks == nil)
  }

  @Test func wrongFrameIsAFailureNamingTheStep() {
    let scenario = Scenario<Counter>("expects too much", leaky: [], [.show(0), .intent(.increment, 2), .pop])
    let report = ScenarioRunner.run(scenario, on: Self.retained)
    #expect(report.failures == ["step 2 (increment): expected 2, shown 1 with 0 requests"])
    #expect(report.steps[1].matches == false)
  }

  @Test func wrongRequestCountIsAFailure() {
    let scenario = Scenario<Counter>("counts requests", leaky: [], [.show(0, requests: 1), .pop])
    let report = ScenarioRunner.run(scenario, on: Self.retained)
    #expect(report.failures == ["step 1 (show): expected 0, 1 request, shown 0 with 0 requests"])
  }

  @Test func deviationAppliesOnlyToVariantsWithTheTrait() {
    let report = ScenarioRunner.run(Self.rotation, on: Self.forgetful)
    #expect(report.failures == [])
    #expect(report.steps[2].shown == "0")
    #expect(report.steps[2].deviation == "keeps nothing")
    #expect(ScenarioRunner.run(Self.rotation, on: Self.retained).steps[2].deviation == nil)
  }

  @Test func leakyVariantPassesOnlyWhenExactlyTheDeclaredLeakIsCaught() {
    let caught = ScenarioRunner.run(Self.rotation, on: Self.leaky)
    #expect(caught.failures == [])
    #expect(caught.expectedLeaks == [.objects, .subscriptions])
    #expect(caught.probes.leakKinds == [.objects, .subscriptions])
    let site = "counter.render @ ArchFeaturesTests/CounterFeature.swift:"
    #expect(caught.probes.subscriptionSites.allSatisfy { $0.contains(site) })

    let claimsMore = Scenario<Counter>(
      "claims a render after destroy", leaky: [.subscriptions, .objects, .rendersAfterDestroy], [.show(0), .pop])
    #expect(ScenarioRunner.run(claimsMore, on: Self.leaky).failures == [
      "the probes did not catch the declared leak: renders after destroy"
    ])

    // NB: in ScenarioRunner.verdict, drop the `undeclared` failures and this fails.
    let claimsLess = Scenario<Counter>("claims only the subscription", leaky: [.subscriptions], [.show(0), .pop])
    let failures = ScenarioRunner.run(claimsLess, on: Self.leaky).failures
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("a leak the control does not declare: objects (") == true)
  }

  @Test func aVariantsOwnDeclarationOverridesTheScenariosScenarioByScenario() {
    let declared = Variant<Counter>(
      "declared", summary: "leaks, and says so per scenario",
      leaks: LeakDeclaration([.subscriptions, .objects], except: ["claims nothing": []])
    ) { context, _ in CounterView(context: context, leaky: true) }
    #expect(declared.traits.contains(.leaksOnPurpose))

    let rotation = ScenarioRunner.run(Self.rotation, on: declared)
    #expect(rotation.failures == [])
    let claimsNothing = Scenario<Counter>("claims nothing", leaky: [.subscriptions, .objects], [.show(0), .pop])
    let report = ScenarioRunner.run(claimsNothing, on: declared)
    #expect(report.expectedLeaks == [])
    #expect(report.failures.count == 2)  // objects and subscriptions, neither declared there
  }

  @Test func disciplinedVariantThatLeaksFails() {
    // A leaky variant run without its trait is judged as disciplined.
    let unmarked = Variant<Counter>("unmarked", summary: "leaks but says nothing") { context, _ in
      CounterView(context: context, leaky: true)
    }
    let report = ScenarioRunner.run(Self.rotation, on: unmarked)
    #expect(report.failures.contains { $0.hasPrefix("leak: live subscription: counter.render") })
    #expect(report.failures.contains("leak: alive after destroy: counter view #1"))
  }

  @Test func illegalStepStopsTheScenarioWithAClearFailure() {
    let scenario = Scenario<Counter>("rotates nothing", leaky: [], [.show(0), .pop, .rotate(0), .show(0)])
    let report = ScenarioRunner.run(scenario, on: Self.retained)
    #expect(report.failures == ["step 3 (rotate): rotate needs a resumed view, not no view; the scenario stopped here"])
    #expect(report.steps.count == 2)
  }

  @Test func stepWithoutExpectationCarriesThePreviousOne() {
    let scenario = Scenario<Counter>("fails nothing", leaky: [], [.show(0), .failNext(1), .pop])
    let report = ScenarioRunner.run(scenario, on: Self.retained)
    #expect(report.failures == [])
    #expect(report.steps[1].expected == "0")
  }

  @Test func processDeathAndRestoreRebuildTheScreen() {
    let scenario = Scenario<Counter>("dies", leaky: [], [
      .show(0), .intent(.increment, 1), .processDeath, .restore(0), .pop,
    ])
    let report = ScenarioRunner.run(scenario, on: Self.retained)
    #expect(report.failures == [])
    #expect(report.steps.map(\.view) == ["#1 resumed", "#1 resumed", "no view", "#2 resumed", "no view"])
  }

  @Test func restoreWithoutProcessDeathIsRefused() {
    let report = ScenarioRunner.run(Scenario<Counter>("restores", leaky: [], [.restore(0)]), on: Self.retained)
    #expect(
      report.failures == ["step 1 (restore): restore without a process death before it; the scenario stopped here"])
  }

  @Test func aViewThatPopsItselfOnResumedLeavesCleanProbes() {
    // NB: two guards: run transitions at once in Screen.perform and deliver moves at once in
    // Lifecycle.move(to:) (break both) and the render of resumed is blamed as after destroy.
    let splash = Variant<Counter>("splash", summary: "leaves by itself on resumed") { context, _ in
      SplashCounterView(context: context)
    }
    let scenario = Scenario<Counter>("leaves by itself", leaky: [], [ScenarioStep(.show, expecting: .noView)])
    let report = ScenarioRunner.run(scenario, on: splash)
    #expect(report.failures == [])
    #expect(report.steps.map(\.view) == ["no view"])
    #expect(report.steps.map(\.rendersAfterDestroy) == [[]])
    #expect(report.probes.rendersAfterDestroy == 0)
    #expect(report.probes.objectsAlive == [])
    #expect(report.probes.leaks == [])
  }
}
