/// A lifecycle sequence a variant failed: everything needed to read what
/// happened and to replay it.
///
/// ```swift
/// if let failure = LifecycleFuzzer.check(variant, seed: 42) {
///   print(failure)          // the check, the actions, the replay line
///   print(failure.replay)   // LifecycleFuzzer.replay(feature: "search", variant: "mvp", seed: 0x2a)
///   // an outside variant's: LifecycleFuzzer.replay(feature: "profile", variant: "my-mvi", seed: 0x2a, in: suite)
/// }
/// ```
public struct FuzzFailure: Sendable, Equatable, CustomStringConvertible {
  /// The seed that generated the sequence.
  public var seed: UInt64
  /// The feature's name.
  public var feature: String
  /// The variant's name.
  public var variant: VariantID
  /// The sequence, one action per entry, as text.
  public var actions: [String]
  /// The first check that failed, with the step or the frames involved.
  public var check: String
  /// Whether the variant is one of the standard suite's; an outside one is
  /// replayed in the suite it was registered in.
  package var isBuiltIn: Bool

  /// A failure; `isBuiltIn` is found from the standard suite unless given.
  public init(
    seed: UInt64, feature: String, variant: VariantID, actions: [String], check: String, isBuiltIn: Bool? = nil
  ) {
    self.seed = seed
    self.feature = feature
    self.variant = variant
    self.actions = actions
    self.check = check
    self.isBuiltIn = isBuiltIn ?? (FeatureSuite.standard.feature(named: feature)?.variant(variant) != nil)
  }

  /// The seed in hexadecimal: `"0x2a"`.
  public var hexSeed: String { "0x" + String(seed, radix: 16) }

  /// The Swift call that replays it; for an outside variant, in the suite
  /// (`suite`) it was registered in.
  public var replay: String {
    "LifecycleFuzzer.replay(feature: \"\(feature)\", variant: \"\(variant)\", seed: \(hexSeed)"
      + (isBuiltIn ? ")" : ", in: suite)")
  }

  /// The command that replays it; `archlab-bench` runs the standard suite
  /// only, so for an outside variant, where to replay it instead.
  public var benchReplay: String {
    isBuiltIn
      ? "swift run -c release archlab-bench --lifecycle-fuzz 1 --seed \(hexSeed) --feature \(feature) "
        + "--variant \(variant)"
      : "archlab-bench knows only the standard suite's variants: replay \(variant) with the Swift call, in the "
        + "suite you registered it in"
  }

  /// The pair and seed, the failed check, the numbered actions and both
  /// replay lines.
  public var description: String {
    var text = "\(feature) / \(variant) / seed \(hexSeed): \(check)\n"
    for (index, action) in actions.enumerated() { text += "  \(index + 1). \(action)\n" }
    return text + "  replay: \(replay)\n  or: \(benchReplay)"
  }
}
