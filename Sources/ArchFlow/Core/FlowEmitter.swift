/// What a source made with ``AnyThrowingFlow/create(_:_:)`` delivers to
/// one subscriber through: values, then at most one end.
///
/// Calls must not overlap: a source sends from one call stack at a time,
/// as a callback API does. After the end, or once the subscriber cancelled,
/// everything is ignored, and ``isActive`` turns false so a loop can stop.
public struct FlowEmitter<Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline let receive: @Sendable (Element) -> Void
  @usableFromInline let end: SubscriptionEnd<Failure>

  @inlinable
  init(receive: @escaping @Sendable (Element) -> Void, end: SubscriptionEnd<Failure>) {
    self.receive = receive
    self.end = end
  }

  /// False once the flow ended or the subscriber cancelled.
  @inlinable public var isActive: Bool { end.isActive }

  /// Delivers `value` unless the subscription ended; returns whether it did.
  @inlinable @discardableResult
  public func send(_ value: Element) -> Bool {
    guard end.isActive else { return false }
    receive(value)
    return true
  }

  /// Ends the flow normally: the subscriber hears `.finished`.
  public func finish() { end.complete(.finished) }

  /// Ends the flow with `error`: the subscriber hears `.failed(error)`.
  public func fail(_ error: Failure) { end.complete(.failed(error)) }
}
