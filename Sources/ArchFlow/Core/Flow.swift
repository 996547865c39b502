/// A source of values observed through callbacks or `for await`.
///
/// A flow is the common shape of everything in ArchFlow: hot sources that
/// hold state (``MutableStateFlow``), broadcast values (``MutableSharedFlow``)
/// or hand out one-shot events (``EventChannel``), and the cold flows that
/// operators build on top of them (``AnyFlow``). The hot flows never
/// complete and never fail: a screen's state simply stops changing. Cold
/// flows may end: ``AnyThrowingFlow/create(_:_:)`` and
/// `asFlow()` make flows that finish, or fail with a typed `Failure`; a
/// subscriber hears the end once, through a ``SubscriptionEnd``.
///
/// Callbacks run synchronously on the thread that produced the value, never
/// under the flow's lock, so a callback may set values, subscribe or cancel
/// freely. Subscribing returns a ``Cancellable``; the subscription lives
/// until it is cancelled — releasing the token does not end it.
///
/// ```swift
/// let count = MutableStateFlow(0)
/// let token = count.map { $0 * 2 }.subscribe { print($0) }  // prints 0
/// count.value = 21                                          // prints 42
/// token.cancel()
/// ```
public protocol Flow<Element>: Sendable {
  /// The type of the values the flow delivers.
  associatedtype Element: Sendable

  /// The error that ends the flow; `Never` for a flow that cannot fail,
  /// such as every hot flow.
  associatedtype Failure: Error = Never

  /// Calls `receive` with the flow's values until the returned cancellable
  /// is cancelled. `site` says where the subscription was made, for the
  /// ``SubscriptionLedger``; the `subscribe(label:fileID:line:_:)` overload fills
  /// it in for you. A subscription made this way does not hear how a flow
  /// that can end ended: use ``subscribe(at:_:end:)``.
  func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Element) -> Void
  ) -> any Cancellable

  /// Calls `receive` with the flow's values until the flow ends, telling
  /// `end` how it ended, or until `end` or the returned cancellable is
  /// cancelled. A flow that delivers during this call checks
  /// `end.isActive` between values.
  ///
  /// The default, for flows that never end, subscribes with
  /// ``subscribe(at:_:)`` and links that subscription to `end`.
  func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Element) -> Void,
    end: SubscriptionEnd<Failure>
  ) -> any Cancellable

  /// How ``values`` buffers for a consumer that lags behind.
  ///
  /// The default keeps every value; state flows conflate (`.latest`),
  /// shared flows apply their own buffer and overflow policy, and
  /// operators such as `map` keep their upstream's choice.
  var valuesBuffering: FlowBuffering { get }

  /// The flow's values as an `AsyncSequence` whose subscription is
  /// recorded at `site`, buffered as `buffering` says (`nil`: as
  /// ``valuesBuffering`` says). The `values` property and
  /// `values(label:buffering:)` call this; a flow implements it to change
  /// how its consumers work — an ``EventChannel`` takes back the events a
  /// consumer did not take.
  func values(at site: SubscriptionSite, buffering: FlowBuffering?) -> FlowValues<Element>
}

extension Flow where Failure == Never {
  /// Calls `receive` with the flow's values until the returned cancellable
  /// is cancelled.
  ///
  /// A flow that can fail has no such overload, so its failure cannot go
  /// unheard: use `subscribe(label:_:onCompletion:)`.
  ///
  /// - Parameters:
  ///   - label: A short name for leak reports, such as `"profile.state"`.
  ///   - receive: Called synchronously with each value, outside any lock.
  @inlinable
  public func subscribe(
    label: String? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ receive: @escaping @Sendable (Element) -> Void
  ) -> any Cancellable {
    subscribe(at: SubscriptionSite(label: label, fileID: fileID, line: line), receive)
  }
}

extension Flow {
  /// Calls `receive` with the flow's values, then `onCompletion` once if
  /// the flow finishes or fails; nothing after the returned cancellable is
  /// cancelled.
  ///
  /// ```swift
  /// let token = profile.load(id).subscribe({ show($0) }, onCompletion: { completion in
  ///   if case .failed(let error) = completion { showError(error) }
  /// })
  /// ```
  @inlinable
  public func subscribe(
    label: String? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    _ receive: @escaping @Sendable (Element) -> Void,
    onCompletion: @escaping @Sendable (FlowCompletion<Failure>) -> Void
  ) -> any Cancellable {
    subscribe(
      at: SubscriptionSite(label: label, fileID: fileID, line: line), receive,
      end: SubscriptionEnd(onCompletion))
  }

  /// A flow that never ends: subscribes with ``subscribe(at:_:)`` and
  /// cancels that subscription when `end` is cancelled. A value it delivers
  /// during this call (a replay) after `end` was cancelled is not passed on.
  @inlinable
  public func subscribe(
    at site: SubscriptionSite,
    _ receive: @escaping @Sendable (Element) -> Void,
    end: SubscriptionEnd<Failure>
  ) -> any Cancellable {
    let token: any Cancellable
    if end._isPrivate {
      token = subscribe(at: site, receive)
    } else {
      token = subscribe(at: site) { value in
        if end.isActive { receive(value) }
      }
    }
    end.link(token)
    return end
  }

  /// By default, `values` keeps every value for a lagging consumer.
  public var valuesBuffering: FlowBuffering { .unbounded }

  /// The flow's values as an `AsyncSequence`, one subscription per iterator.
  ///
  /// Each `for await` loop gets its own iterator and subscription, made on
  /// the first `next()` and cancelled when the loop ends, when its task is
  /// cancelled, or when the iterator is released. A lagging consumer's
  /// buffer follows ``valuesBuffering``: a state flow's values are
  /// conflated, so the consumer skips to the latest.
  ///
  /// ```swift
  /// for await state in presenter.state.values { render(state) }
  /// ```
  @inlinable
  public var values: FlowValues<Element> {
    values(at: SubscriptionSite(label: "values"), buffering: nil)
  }

  /// By default, one subscription per iterator with the given buffer.
  @inlinable
  public func values(at site: SubscriptionSite, buffering: FlowBuffering?) -> FlowValues<Element> {
    FlowValues(self, buffering: buffering ?? valuesBuffering, site: site)
  }

  /// The flow's values as an `AsyncSequence`, with this call's file and
  /// line (and an optional label) recorded for the ``SubscriptionLedger``
  /// — the `values` property cannot know its caller's line, so prefer this
  /// form where a leak report should name the consumer. `buffering`
  /// overrides ``valuesBuffering``.
  ///
  /// ```swift
  /// for await price in ticker.values(label: "ticker.price") { show(price) }
  /// ```
  public func values(
    label: String? = nil,
    buffering: FlowBuffering? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> FlowValues<Element> {
    values(at: SubscriptionSite(label: label, fileID: fileID, line: line), buffering: buffering)
  }

  /// This flow behind a type-erased ``AnyThrowingFlow`` (an ``AnyFlow``
  /// when it cannot fail).
  public func eraseToAnyFlow() -> AnyThrowingFlow<Element, Failure> {
    AnyThrowingFlow(self)
  }
}
