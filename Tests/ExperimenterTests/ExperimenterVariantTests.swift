import ArchFeatures
import ArchFlow
import ArchHost
import MyArchitecture
import Testing

/// An experimenter adds an architecture from outside the library, with
/// public imports only, and runs every scenario and probe on it.
@Suite struct ExperimenterVariantTests {
  static let suite: FeatureSuite = {
    var suite = FeatureSuite.standard
    suite.register(MVIProfileView.variant)
    return suite
  }()

  @Test func registeredVariantJoinsTheFeature() throws {
    let profile = try #require(Self.suite.feature(named: UserProfile.name))
    #expect(profile.variant("my-mvi")?.summary == "one reducer, effects as actions")
    let standard = FeatureSuite.standard.feature(named: UserProfile.name)
    #expect(standard?.variant("my-mvi") == nil, "the standard suite is untouched")
    #expect(Self.suite.cases(variant: "my-mvi").count == profile.scenarios.count)
  }

  // NB: in MVIProfileStore.run, launch with `core.host.launch` (outside the
  // store's scope) and drop `.store(in: request)`: the pop mid-flight
  // scenario fails, the request completes for nobody.
  @Test(arguments: suite.cases(variant: "my-mvi"))
  func everyScenarioPassesOnTheExperimentersVariant(_ test: ScenarioCase) {
    let report = test.run()
    #expect(report.failures == [], "\(report)")
    #expect(report.probes.leaks == [])
  }

  @Test func reducerIsPureAndAsksForALoadOnRetry() {
    var state = UserProfileFrame.error("offline")
    let effect = MVIProfileStore.reduce(&state, .retry)
    #expect(state == .loading)
    #expect(effect == .load)
  }

  @Test func probesCatchABrokenExperimentalVariant() throws {
    // A variant that forgets its request: the same scenarios must say so.
    var suite = Self.suite
    suite.register(Variant<UserProfile>("mvi-forgetful", summary: "drops its request token") { context, service in
      ForgetfulView(context: context, service: service)
    })
    let report = try #require(
      suite.run(feature: "profile", scenario: "pop mid-flight cancels the request", variant: "mvi-forgetful"))
    #expect(!report.passed)
    #expect(report.probes.leakKinds.contains(.wastedUpstream))
  }
}

/// Loads with a task nobody owns: the mistake the probes must catch.
private final class ForgetfulView: FeatureView {
  init(context: ScreenContext, service: any UserService) {
    context.render(UserProfileFrame.loading)
    context.host.launch("forgetful.load") { [context] in
      if let user = try? await service.user(id: UserProfile.userID) { context.render(UserProfileFrame.user(user)) }
    }
  }

  func perform(_ intent: UserProfileIntent) {}
}

/// A fuzz failure of an outside variant says how to replay it: in the
/// experimenter's suite, not the standard one, which has no such variant.
@Suite struct ExperimenterFuzzReplayTests {
  static let forgetful = Variant<UserProfile>("mvi-forgetful", summary: "drops its request token") { context, service in
    ForgetfulView(context: context, service: service)
  }

  @Test func theReplayLineOfAnOutsideVariantNamesTheSuiteItIsIn() throws {
    let failure = try #require(
      (0..<200 as Range<UInt64>).lazy.compactMap { LifecycleFuzzer.check(Self.forgetful, seed: $0) }.first)
    #expect(failure.replay.hasSuffix(", in: suite)"), "\(failure.replay)")
    #expect(
      !failure.benchReplay.hasPrefix("swift run"),
      "archlab-bench knows only the standard suite: \(failure.benchReplay)")
    // The replay line works as printed.
    var suite = FeatureSuite.standard
    suite.register(Self.forgetful)
    let replayed = LifecycleFuzzer.replay(
      feature: failure.feature, variant: failure.variant, seed: failure.seed, in: suite)
    #expect(replayed == failure)
  }

  @Test func aBuiltInVariantsReplayLineNeedsNoSuite() throws {
    let leaky = try #require(UserProfile.variants.first { $0.id == .mvpLeaky })
    let failure = try #require(
      (0..<200 as Range<UInt64>).lazy.compactMap { LifecycleFuzzer.check(leaky, seed: $0) }.first)
    #expect(failure.replay.hasSuffix("seed: \(failure.hexSeed))"))
    #expect(failure.benchReplay.hasPrefix("swift run -c release archlab-bench --lifecycle-fuzz 1"))
  }
}
