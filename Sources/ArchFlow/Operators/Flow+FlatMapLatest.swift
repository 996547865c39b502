extension Flow where Failure == Never {
  /// A flow of the values of the flow `transform` makes of this flow's
  /// latest value (also called *switch*).
  ///
  /// Each value cancels the subscription to the previous inner flow, then
  /// subscribes to the new one; values of a superseded inner flow are never
  /// delivered, even if they race in from another thread. Inner flows are
  /// subscribed at the downstream's subscribe site, so the
  /// ``SubscriptionLedger`` names the line that subscribed. Cancelling the
  /// subscription cancels the upstream and the current inner subscription.
  ///
  /// ```swift
  /// let query = MutableStateFlow("")
  /// let results = query.flatMapLatest { text in search.results(for: text) }
  /// let token = results.subscribe { show($0) }
  /// query.value = "swift"  // results for "" are no longer shown
  /// token.cancel()
  /// ```
  public func flatMapLatest<Inner: Flow>(
    _ transform: @escaping @Sendable (Element) -> Inner
  ) -> AnyFlow<Inner.Element> where Inner.Failure == Never {
    AnyFlow { site, receive, end in
      let storage = _FlatMapLatestStorage<Element, Inner>(
        site: site, transform: transform, receive: receive)
      end.link(storage)  // before the inputs deliver: the subscriber's end reaches them
      self._subscribe(at: site, heldBy: storage) { storage.valueArrived($0) }
      return end
    }
  }
}
