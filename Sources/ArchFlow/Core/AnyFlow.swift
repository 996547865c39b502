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

  private let subscribeFunction: SubscribeFunction
  private let valuesFunction: @Sendable (SubscriptionSite) -> FlowValues<Element>

  /// Wraps a subscribe function. Its `values` buffer without bound.
  public init(_ subscribe: @escaping SubscribeFunction) {
    subscribeFunction = subscribe
    valuesFunction = { site in
      FlowValues(subscribe: subscribe, buffering: .unbounded, site: site)
    }
  }

  /// Wraps `flow`, keeping its own `values` (and so its buffering).
  public init<Upstream: Flow>(_ flow: Upstream) where Upstream.Element == Element {
    if let erased = flow as? AnyFlow<Element> {
      self = erased
      return
    }
    subscribeFunction = { site, receive in flow.subscribe(at: site, receive) }
    valuesFunction = { _ in flow.values }
  }

  public func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Element) -> Void
  ) -> any Cancellable {
    subscribeFunction(site, receive)
  }

  public var values: FlowValues<Element> {
    valuesFunction(SubscriptionSite(label: "values"))
  }
}
