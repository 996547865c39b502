/// A type-erased flow: any subscribe function, wrapped.
///
/// Operators return `AnyFlow`, which keeps signatures short and the build
/// lean (no nested generic types per operator chain). An `AnyFlow` is cold:
/// each subscriber gets its own subscription to the upstream.
///
/// ```swift
/// let ticks = AnyFlow<Int> { site, receive in
///   receive(1)
///   return ActionCancellable {}
/// }
/// ```
public struct AnyFlow<Element: Sendable>: Flow {
  /// The subscribe function of a type-erased flow.
  public typealias SubscribeFunction = @Sendable (
    SubscriptionSite, @escaping @Sendable (Element) -> Void
  ) -> any Cancellable

  @usableFromInline let subscribeFunction: SubscribeFunction
  /// The wrapped flow's own `values`, when this wraps a flow rather than
  /// an operator's subscribe function.
  @usableFromInline let valuesFunction: (@Sendable (SubscriptionSite, FlowBuffering?) -> FlowValues<Element>)?
  /// How `values` buffers for a lagging consumer.
  public let valuesBuffering: FlowBuffering

  /// Wraps a subscribe function.
  ///
  /// - Parameter buffering: How `values` buffers for a lagging consumer;
  ///   an operator passes on its upstream's ``Flow/valuesBuffering`` when
  ///   it keeps the upstream's meaning (a mapped state is still a state).
  @inlinable
  public init(buffering: FlowBuffering = .unbounded, _ subscribe: @escaping SubscribeFunction) {
    subscribeFunction = subscribe
    valuesBuffering = buffering
    valuesFunction = nil
  }

  /// Wraps `flow`, keeping its buffering.
  public init<Upstream: Flow>(_ flow: Upstream) where Upstream.Element == Element {
    if let erased = flow as? AnyFlow<Element> {
      self = erased
      return
    }
    subscribeFunction = { site, receive in flow.subscribe(at: site, receive) }
    valuesBuffering = flow.valuesBuffering
    valuesFunction = { site, buffering in flow.values(at: site, buffering: buffering) }
  }

  /// The wrapped flow's own `values`, or one subscription per iterator.
  public func values(at site: SubscriptionSite, buffering: FlowBuffering?) -> FlowValues<Element> {
    if let valuesFunction { return valuesFunction(site, buffering) }
    return FlowValues(self, buffering: buffering ?? valuesBuffering, site: site)
  }

  /// Calls the wrapped subscribe function.
  @inlinable
  public func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Element) -> Void
  ) -> any Cancellable {
    subscribeFunction(site, receive)
  }
}
