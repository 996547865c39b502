import ArchFeatures
import MyArchitecture
import Testing

/// Registering never replaces what is there without saying so: a variant
/// named like a built-in one is refused, unless the experimenter asks to
/// replace it; and the suite says where each variant comes from.
@Suite struct RegistrationTests {
  static func named(_ id: VariantID) -> Variant<UserProfile> {
    Variant<UserProfile>(id, summary: "an experimenter's own") { context, service in
      MVIProfileView(context: context, service: service)
    }
  }

  // NB: let `register(_:)` replace a variant of the same id and this test's child process exits cleanly.
  @Test func aVariantNamedLikeABuiltInOneIsRefusedWithAClearMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var suite = FeatureSuite.standard
      suite.register(RegistrationTests.named(.mvi))
    }
    let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    #expect(message.contains(#"profile already has a variant "mvi" (built in)"#), "\(message)")
    #expect(message.contains("replacing: true"), "\(message)")
  }

  @Test func aVariantRegisteredTwiceIsRefusedToo() async {
    await #expect(processExitsWith: .failure) {
      var suite = FeatureSuite.standard
      suite.register(MVIProfileView.variant)
      suite.register(MVIProfileView.variant)
    }
  }

  @Test func replacingABuiltInVariantIsSaidOutLoudAndThenItIsTheExperimenters() throws {
    var suite = FeatureSuite.standard
    suite.register(Self.named(.mvi), replacing: true)
    let profile = try #require(suite.feature(named: UserProfile.name))
    let mvi = try #require(profile.variant(.mvi))
    #expect(mvi.summary == "an experimenter's own")
    #expect(mvi.origin == .registered)
    // In place: tables keep their order.
    #expect(profile.variants.map(\.id) == FeatureSuite.standard.feature(named: UserProfile.name)?.variants.map(\.id))
  }

  @Test func everyVariantSaysWhereItComesFrom() throws {
    var suite = FeatureSuite.standard
    suite.register(MVIProfileView.variant)
    let profile = try #require(suite.feature(named: UserProfile.name))
    #expect(profile.variant("my-mvi")?.origin == .registered)
    #expect(profile.variant(.mvp)?.origin == .builtIn)
    let standard = try #require(FeatureSuite.standard.feature(named: UserProfile.name))
    #expect(standard.variants.allSatisfy { $0.origin == .builtIn })
  }

  @Test func aFeatureNamedLikeABuiltInOneIsRefusedUnlessReplacing() async {
    await #expect(processExitsWith: .failure) {
      var suite = FeatureSuite.standard
      suite.register(UserProfile.self)
    }
    var suite = FeatureSuite.standard
    suite.register(UserProfile.self, replacing: true)
    #expect(suite.feature(named: UserProfile.name)?.variants.allSatisfy { $0.origin == .registered } == true)
  }
}
