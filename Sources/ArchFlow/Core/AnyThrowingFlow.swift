/// A type-erased flow that cannot fail: the shape operators return on the
/// hot flows. It may finish (a cold flow from `asFlow()`, or `take(_:)`).
///
/// ```swift
/// let ticks = AnyFlow<Int> { site, receive in
///   receive(1)
///   return ActionCancellable {}
/// }
/// ```
public typealias AnyFlow<Element: Sendable> = AnyThrowingFlow<Element, Never>

/// A type-erased flow: any subscribe function, wrapped, that may end with
/// `Failure`.
///
/// Operators return it, which keeps signatures short and the build lean (no
/// nested generic types per operator chain). It is cold: each subscriber
/// gets its own subscription to the upstream.
public struct AnyThrowingFlow<Element: Sendable, Failure: Error>: Flow {
  /// The subscribe function of a type-erased flow.
  public typealias SubscribeFunction = @Sendable (
    SubscriptionSite, @escaping @Sendable (Element) -> Void, SubscriptionEnd<Failure>
  ) -> any Cancellable

  @usableFromInline let subscribeFunction: SubscribeFunction
  /// The wrapped flow's own `values`, or an operator's that takes its
  /// values elsewhere than from `subscribeFunction` (`removeDuplicates`).
  @usableFromInline let valuesFunction: (@Sendable (SubscriptionSite, FlowBuffering?) -> FlowValues<Element>)?
  /// How `values` buffers for a lagging consumer.
  public let valuesBuffering: FlowBuffering

  /// Wraps a subscribe function that delivers values to its second
  /// argument and ends the subscription through its third.
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

  /// Wraps an operator's subscribe function and the `values` its
  /// consumers get instead of one subscription to `subscribe` per iterator.
  init(
    buffering: FlowBuffering,
    values: @escaping @Sendable (SubscriptionSite, FlowBuffering?) -> FlowValues<Element>,
    _ subscribe: @escaping SubscribeFunction
  ) {
    subscribeFunction = subscribe
    valuesBuffering = buffering
    valuesFunction = values
  }

  /// Wraps `flow`, keeping its buffering.
  public init<Upstream: Flow>(_ flow: Upstream) where Upstream.Element == Element, Upstream.Failure == Failure {
    if let erased = flow as? AnyThrowingFlow<Element, Failure> {
      self = erased
      return
    }
    subscribeFunction = { site, receive, end in flow.subscribe(at: site, receive, end: end) }
    valuesBuffering = flow.valuesBuffering
    valuesFunction = { site, buffering in flow.values(at: site, buffering: buffering) }
  }

  /// The wrapped flow's own `values`, or one subscription per iterator.
  public func values(at site: SubscriptionSite, buffering: FlowBuffering?) -> FlowValues<Element> {
    if let valuesFunction { return valuesFunction(site, buffering) }
    return FlowValues(self, buffering: buffering ?? valuesBuffering, site: site)
  }

  /// Calls the wrapped subscribe function; the end it gets is heard by nobody.
  @inlinable
  public func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Element) -> Void
  ) -> any Cancellable {
    subscribeFunction(site, receive, SubscriptionEnd(private: ()))
  }

  /// Calls the wrapped subscribe function.
  @inlinable
  public func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Element) -> Void,
    end: SubscriptionEnd<Failure>
  ) -> any Cancellable {
    subscribeFunction(site, receive, end)
  }
}

extension AnyThrowingFlow where Failure == Never {
  /// Wraps a subscribe function of a flow that never ends. The end it is
  /// given is what `subscribe` returns, linked to the subscription made —
  /// once the function returned, so a source that delivers during the call
  /// cannot be stopped from there; use the three-argument form (and link
  /// the end first) for one that can.
  @inlinable
  public init(
    buffering: FlowBuffering = .unbounded,
    _ subscribe: @escaping @Sendable (SubscriptionSite, @escaping @Sendable (Element) -> Void) -> any Cancellable
  ) {
    self.init(buffering: buffering) { site, receive, end in
      end.link(subscribe(site, receive))
      return end
    }
  }
}
