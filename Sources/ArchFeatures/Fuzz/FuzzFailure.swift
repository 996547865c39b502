/// A lifecycle sequence a variant failed: everything needed to read what
/// happened and to replay it.
///
/// ```swift
/// if let failure = LifecycleFuzzer.check(variant, seed: 42) {
///   print(failure)          // the check, the actions, the replay line
///   print(failure.replay)   // LifecycleFuzzer.replay(feature: "search", variant: "mvp", seed: 0x2a)
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

  /// The seed in hexadecimal: `"0x2a"`.
  public var hexSeed: String { "0x" + String(seed, radix: 16) }

  /// The Swift call that replays it.
  public var replay: String {
    "LifecycleFuzzer.replay(feature: \"\(feature)\", variant: \"\(variant)\", seed: \(hexSeed))"
  }

  /// The command that replays it.
  public var benchReplay: String {
    "swift run -c release archlab-bench --lifecycle-fuzz 1 --seed \(hexSeed) --feature \(feature) --variant \(variant)"
  }

  /// The pair and seed, the failed check, the numbered actions and both
  /// replay lines.
  public var description: String {
    var text = "\(feature) / \(variant) / seed \(hexSeed): \(check)\n"
    for (index, action) in actions.enumerated() { text += "  \(index + 1). \(action)\n" }
    return text + "  replay: \(replay)\n  or: \(benchReplay)"
  }
}
