import ArchFlow

/// A model check of the screen lifecycle: random but legal sequences of
/// intents, rotations, pops, trips to the background, process deaths,
/// restores, clock advances and scripted failures, run on a variant and
/// checked against the feature's reference model.
///
/// Each sequence is fixed by its seed (`sequence(_:seed:)`), so a failing
/// seed replays exactly. After the last step (a long ``settle``) a variant
/// must pass three checks, the first that fails being reported:
/// 1. no frame rendered to a destroyed view, at any step;
/// 2. the final frame is the reference model's;
/// 3. after teardown the probes read clean (no subscription, task, object
///    or upstream work left over).
///
/// ```swift
/// let mvp = Search.variants.first { $0.id == .mvp }!
/// for seed in 0..<1_000 as Range<UInt64> {
///   if let failure = LifecycleFuzzer.check(mvp, seed: seed) { print(failure) }
/// }
/// ```
public enum LifecycleFuzzer {
  /// The clock advance every sequence ends with: longer than any chain of
  /// work the suite starts (three restored feed pages, 0.9 s; a debounced
  /// search, 0.8 s; a ticker's stop timeout, 5 s), so that everything in
  /// flight has finished; teardown then drains another minute.
  public static let settle: Duration = .seconds(10)
  /// How many random steps a sequence has before the settle.
  public static let steps: ClosedRange<Int> = 6...16

  /// Generates the sequence for `seed` and runs it on `variant`; `nil`
  /// when every check passed.
  public static func check<F: ReferenceModeled>(_ variant: Variant<F>, seed: UInt64) -> FuzzFailure? {
    run(sequence(F.self, seed: seed), on: variant, seed: seed)
  }

  /// Runs `actions` (a legal sequence, as `sequence(_:seed:)` makes) on
  /// a fresh host with `variant`; `nil` when every check passed.
  ///
  /// - Parameter seed: Only reported, so that the failure can be replayed.
  public static func run<F: ReferenceModeled>(
    _ actions: [Action<F.Intent>], on variant: Variant<F>, seed: UInt64
  ) -> FuzzFailure? {
    var run = Run<F>(variant: variant)
    var failed: String?
    for (index, action) in actions.enumerated() {
      if let refusal = run.refusal(of: action) {
        failed = "step \(index + 1) (\(action)) is illegal: \(refusal)"
        break
      }
      run.apply(action)
      if failed == nil, let violation = run.screen.renderLog.violations.first {
        failed = "step \(index + 1) (\(action)): \(violation)"  // "render after destroy: #1 @ …"
      }
    }
    if failed == nil {
      let reference = F.reference(after: actions, traits: variant.traits)
      failed = frameMismatch(shown: run.currentFrame(), expected: reference.frame)
      if failed == nil, let expected = reference.requests, run.requestsStarted != expected {
        failed = "requests: the reference model started \(expected), the fakes \(run.requestsStarted)"
      }
    }
    let probes = run.tearDown()
    if failed == nil, let leak = probes.leaks.first {
      failed = "leak after teardown: \(leak)" + (probes.leaks.count > 1 ? " (and \(probes.leaks.count - 1) more)" : "")
    }
    guard let failed else { return nil }
    return FuzzFailure(
      seed: seed, feature: F.name, variant: variant.id, actions: actions.map(\.description), check: failed)
  }

  /// Replays the sequence for `seed` on the variant `variant` of the
  /// feature named `feature` in `suite`; `nil` when it passes.
  ///
  /// ```swift
  /// LifecycleFuzzer.replay(feature: "search", variant: "mvp", seed: 0x2a)
  /// ```
  ///
  /// - Precondition: The feature is ``ReferenceModeled`` and has the variant.
  public static func replay(
    feature: String, variant: VariantID, seed: UInt64, in suite: FeatureSuite = .standard
  ) -> FuzzFailure? {
    guard let entry = suite.feature(named: feature) else { usageFailure("no feature named \"\(feature)\"") }
    return entry.fuzz(variant: variant, seed: seed)
  }

  private static func frameMismatch<F: Feature>(shown: Run<F>.Shown, expected: F.Frame?) -> String? {
    switch (shown, expected) {
    case (.noView, nil): return nil
    case (.frame(let frame), let wanted?) where frame == wanted: return nil
    default: return "final frame: expected \(expected?.description ?? "no view"), shown \(shown.text)"
    }
  }
}
