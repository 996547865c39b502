/// How a flow that can end ended: it finished, or it failed.
///
/// A subscriber hears it once, after the last value, and nothing after it.
/// The hot flows (``StateFlow``, ``SharedFlow``, ``EventChannel``) never
/// end, so their `Failure` is `Never` and a subscriber never hears this.
public enum FlowCompletion<Failure: Error>: Sendable {
  /// The flow delivered all its values.
  case finished
  /// The flow stopped with an error; no value follows.
  case failed(Failure)

  /// The error, when the flow failed.
  public var failure: Failure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }
}

extension FlowCompletion: Equatable where Failure: Equatable {}
