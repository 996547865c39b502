import ArchFeatures
import Testing

/// The checks can fail: the leaky variant is caught, a variant that differs
/// from the model is caught, and a failure replays to the same report.
@Suite struct FuzzControlTests {
  // NB: make `LifecycleFuzzer.run` ignore `probes.leaks` and this fails:
  // renders after destroy and wrong frames alone catch 11–24 of the 50.
  @Test(arguments: FuzzPair.standard { !$0.isDisjoint(with: [.keepsSubscriptionsAlive, .rendersWhileStopped]) })
  func leakyVariantIsCaught(_ pair: FuzzPair) {
    let failures = pair.failures(count: 50)
    #expect(failures.count >= 45, "only \(failures.count) of 50 sequences caught \(pair)")
  }

  /// `mvi-leaky` shows only when work is in flight as the screen goes, so
  /// fewer sequences catch it (login's sign-in needs valid input first:
  /// about 1 in 300): within 2,000 each screen's is caught, for a leak or a
  /// stale answer, never for a refused step.
  @Test(arguments: FuzzPair.standard { $0.contains(.leavesEffectsRunning) })
  func leakyEffectsAreCaught(_ pair: FuzzPair) throws {
    let failure = try #require(
      (0..<2_000 as Range<UInt64>).lazy.compactMap { pair.feature.fuzz(variant: pair.variant, seed: $0) }.first,
      "no sequence of 2,000 caught \(pair)")
    #expect(failure.check.hasPrefix("leak after teardown") || failure.check.hasPrefix("final frame"), "\(failure)")
  }

  // NB: compare only `.noView` in `frameMismatch` and this fails.
  @Test func variantThatForgetsOnRotationWithoutSayingSoFailsTheFrameCheck() {
    let undeclared = Variant<Counter>("undeclared", summary: "forgets the count on rotation, declares nothing") {
      context, _ in ForgetfulCounterView(context: context)
    }
    let failures = (0..<200 as Range<UInt64>).compactMap { LifecycleFuzzer.check(undeclared, seed: $0) }
    #expect(!failures.isEmpty)
    #expect(
      failures.allSatisfy { $0.check.hasPrefix("final frame: expected") },
      "\(failures.first.map(String.init(describing:)) ?? "")")
  }

  @Test func counterVariantsThatKeepTheirWordPass() {
    for variant in Counter.variants where !variant.traits.contains(.leaksOnPurpose) {
      let failures = (0..<200 as Range<UInt64>).compactMap { LifecycleFuzzer.check(variant, seed: $0) }
      #expect(failures.isEmpty, "\(variant.id): \(failures.first.map(String.init(describing:)) ?? "")")
    }
  }

  @Test func failureReplaysToTheSameReport() throws {
    let failure = try #require((0..<50 as Range<UInt64>).lazy.compactMap {
      LifecycleFuzzer.check(Search.variants.first { $0.id == .mvpLeaky }!, seed: $0)
    }.first)
    #expect(LifecycleFuzzer.replay(feature: "search", variant: .mvpLeaky, seed: failure.seed) == failure)
    #expect(
      failure.replay == "LifecycleFuzzer.replay(feature: \"search\", variant: \"mvp-leaky\", seed: \(failure.hexSeed))")
    #expect(failure.description.contains(failure.benchReplay))
    #expect(failure.actions.last == "advance 10 s")
  }
}
