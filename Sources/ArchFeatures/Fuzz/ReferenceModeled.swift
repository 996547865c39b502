/// A feature with a reference model: what ``LifecycleFuzzer`` needs to
/// check every variant of it against random lifecycle sequences.
///
/// Opt-in: a feature without one still runs its scenarios; it is simply
/// not fuzzed. The model is deliberately simpler than any variant: it says
/// what the screen shows once everything in flight has finished, not how it
/// got there frame by frame.
///
/// ```swift
/// extension Counter: ReferenceModeled {
///   static var fuzzIntents: [CounterIntent] { [.increment, .reset] }
///   static func referenceFrame(after actions: [Action<CounterIntent>], traits: VariantTraits) -> CounterFrame? { … }
/// }
/// ```
public protocol ReferenceModeled: Feature {
  /// The intents the fuzzer picks from, uniformly; repeat one to make it
  /// likelier.
  static var fuzzIntents: [Intent] { get }

  /// What a variant with `traits` shows after `actions` (a legal sequence
  /// ending in a long clock advance), or `nil` when no view is shown.
  static func referenceFrame(after actions: [Action<Intent>], traits: VariantTraits) -> Frame?

  /// How many requests the fake has started after `actions`, or `nil` not
  /// to check: the count catches duplicate and missing requests that leave
  /// the final frame unchanged.
  static func referenceRequests(after actions: [Action<Intent>], traits: VariantTraits) -> Int?
}

extension ReferenceModeled {
  /// Not checked, unless the model says.
  public static func referenceRequests(after actions: [Action<Intent>], traits: VariantTraits) -> Int? { nil }
}
