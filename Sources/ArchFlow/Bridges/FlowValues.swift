/// A flow's values as an `AsyncSequence`.
///
/// Each iterator subscribes on its first `next()` and keeps its own buffer,
/// so several `for await` loops can consume one flow at once. The
/// subscription ends when the loop ends, when the consuming task is
/// cancelled (`next()` then returns `nil`), or when the iterator is
/// released. A flow that ends ends the loop after its last value; a
/// failure ends it too, without the error (the collectors, such as
/// `collect` and `toArray`, throw it).
///
/// ```swift
/// let task = Task {
///   for await state in presenter.state.values { render(state) }
/// }
/// task.cancel()  // removes the subscription
/// ```
public struct FlowValues<Element: Sendable>: AsyncSequence, Sendable {
  // Inlinable down to the buffer, so a consumer's hot path (a producer
  // setting values into a lagging iterator) is specialized for `Element`.
  @usableFromInline let subscribe: _ValuesSubscribe<Element>
  @usableFromInline let buffering: FlowBuffering
  @usableFromInline let site: SubscriptionSite
  @usableFromInline let handBack: (@Sendable ([Element]) -> Void)?
  @usableFromInline let room: _SharedFlowRoom?
  /// Makes each iterator's test of a value it took, after the buffer:
  /// false skips the value (`removeDuplicates`); nil keeps every value.
  @usableFromInline var takes: (@Sendable () -> (Element) -> Bool)?

  /// The values of `flow`, buffered as `buffering` says.
  @inlinable
  public init<Upstream: Flow>(
    _ flow: Upstream, buffering: FlowBuffering, site: SubscriptionSite
  ) where Upstream.Element == Element {
    self.init(flow, buffering: buffering, site: site, handBack: nil)
  }

  /// `handBack` receives the values an iterator had buffered and not
  /// handed out when it ended, in order (a channel re-queues its events).
  @inlinable
  init<Upstream: Flow>(
    _ flow: Upstream, buffering: FlowBuffering, site: SubscriptionSite,
    handBack: (@Sendable ([Element]) -> Void)?, room: _SharedFlowRoom? = nil
  ) where Upstream.Element == Element {
    self.subscribe = { site, receive, ended, starting in
      let end = SubscriptionEnd<Upstream.Failure> { ended($0.failure) }
      starting(end)
      return flow.subscribe(at: site, receive, end: end)
    }
    self.buffering = buffering
    self.site = site
    self.handBack = handBack
    self.room = room
    self.takes = nil
  }

  /// These values, where each iterator skips a value `isDuplicate` of the
  /// last one it returned: compared where the consumer takes the value, so
  /// a value the buffer dropped in between cannot make it take one twice.
  func removingDuplicates(by isDuplicate: @escaping @Sendable (Element, Element) -> Bool) -> Self {
    var copy = self
    let earlier = takes
    copy.takes = {
      let takesEarlier = earlier?()
      var last: Element?  // the iterator's own: its `next()` runs on one task at a time
      return { value in
        if let takesEarlier, !takesEarlier(value) { return false }
        if let last, isDuplicate(last, value) { return false }
        last = value
        return true
      }
    }
    return copy
  }

  /// A new iterator with its own subscription, made on its first `next()`.
  @inlinable
  public func makeAsyncIterator() -> Iterator {
    Iterator(
      handle: _ValuesHandle(
        state: _ValuesState(buffering: buffering, handBack: handBack, room: room), subscribe: subscribe, site: site),
      takes: takes?())
  }

  /// Iterates a flow's values; one subscription per iterator.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline let handle: _ValuesHandle<Element>
    @usableFromInline let takes: ((Element) -> Bool)?

    @inlinable init(handle: _ValuesHandle<Element>, takes: ((Element) -> Bool)?) {
      self.handle = handle
      self.takes = takes
    }

    /// The next value, or `nil` once the consuming task is cancelled or
    /// the flow has ended.
    @inlinable
    public mutating func next() async -> Element? {
      guard let takes else { return await handle.next() }
      while let value = await handle.next() {
        if takes(value) { return value }
      }
      return nil
    }

    /// The next value, or `nil` once the consuming task is cancelled or
    /// the flow has ended.
    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      guard let takes else { return await handle.next() }
      while let value = await handle.next() {
        if takes(value) { return value }
      }
      return nil
    }
  }
}

/// Owned by the iterator alone: its release cancels the subscription, which
/// holds only the state (so a dropped iterator does not leak).
@usableFromInline
final class _ValuesHandle<Element: Sendable>: Sendable {
  @usableFromInline let state: _ValuesState<Element>
  @usableFromInline let subscribe: _ValuesSubscribe<Element>
  @usableFromInline let site: SubscriptionSite

  @inlinable
  init(state: _ValuesState<Element>, subscribe: @escaping _ValuesSubscribe<Element>, site: SubscriptionSite) {
    self.state = state
    self.subscribe = subscribe
    self.site = site
  }

  deinit { state.finish() }

  @inlinable
  func next() async -> Element? {
    if Task.isCancelled {
      state.finish()
      return nil
    }
    if state.beginIfNeeded() {
      let state = self.state
      // The end is attached before the flow delivers, and a cancel during
      // `subscribe` cancels it: a source that delivers there stops.
      let token = await withTaskCancellationHandler {
        subscribe(site, { state.receive($0) }, { state.complete(failure: $0) }, { state.attach($0) })
      } onCancel: {
        state.finish()
      }
      state.attach(token)
    }
    let value = await state.next()
    if let value, Task.isCancelled {
      // Cancelled while the value was on its way: nil, as documented, and
      // the value goes back to a flow that takes values back (a channel).
      state.finish(returning: value)
      return nil
    }
    return value
  }
}

/// Subscribes a values iterator: values to the second argument, the end
/// (with the failure, if any) to the third; the fourth gets the
/// subscription's end before the flow delivers anything.
@usableFromInline
typealias _ValuesSubscribe<Element> = @Sendable (
  SubscriptionSite, @escaping @Sendable (Element) -> Void, @escaping @Sendable ((any Error)?) -> Void,
  (any Cancellable) -> Void
) -> any Cancellable
