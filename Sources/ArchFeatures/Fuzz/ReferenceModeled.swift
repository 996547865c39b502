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
///   static func reference(
///     after actions: [Action<CounterIntent>], traits: VariantTraits
///   ) -> ReferenceOutcome<CounterFrame> { … }
/// }
/// ```
public protocol ReferenceModeled: Feature {
  /// The intents the fuzzer picks from, uniformly; repeat one to make it
  /// likelier.
  static var fuzzIntents: [Intent] { get }

  /// What a variant with `traits` shows after `actions` (a legal sequence
  /// ending in a long clock advance), and how many requests its fake
  /// started: computed in one pass of the model.
  static func reference(after actions: [Action<Intent>], traits: VariantTraits) -> ReferenceOutcome<Frame>
}

/// What a reference model says a sequence ends with.
public struct ReferenceOutcome<Frame: Sendable>: Sendable {
  /// The final frame, or `nil` when no view is shown.
  public var frame: Frame?
  /// The requests the fake has started, or `nil` not to check them. The
  /// count catches duplicate and missing requests that leave the final
  /// frame unchanged.
  public var requests: Int?

  /// An outcome; leave out `requests` not to check them.
  public init(frame: Frame?, requests: Int? = nil) {
    self.frame = frame
    self.requests = requests
  }
}
