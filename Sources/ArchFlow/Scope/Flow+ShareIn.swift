extension Flow where Failure == Never {
  /// A hot ``SharedFlow`` that broadcasts this flow's values to all its
  /// subscribers, with one upstream subscription owned by `scope`: kotlinx's
  /// `shareIn`.
  ///
  /// `started` decides when the upstream is subscribed, as for
  /// ``stateIn(_:initial:started:fileID:line:)``: at once (`.eagerly`), with
  /// the first subscriber (`.lazily`), or only while somebody subscribes
  /// (`.whileSubscribed`). A subscriber gets the last `replay` values
  /// first, then each new one; the replayed values survive a stop of the
  /// upstream, so a subscriber that comes back during a rotation sees the
  /// last one at once. Cancelling the scope stops the upstream for good.
  ///
  /// Unlike kotlinx, whose shared flow suspends the upstream when a
  /// subscriber lags, the buffer is ArchFlow's default for shared flows:
  /// 64 values beyond the replay, then the oldest is dropped (emitting
  /// never suspends; see ``MutableSharedFlow``).
  ///
  /// ```swift
  /// let prices = service.prices(symbol: "ACME")
  ///   .shareIn(scope, started: .whileSubscribed(stopTimeout: .seconds(5), clock: clock), replay: 1)
  /// ```
  public func shareIn(
    _ scope: FlowScope,
    started: SharingStarted,
    replay: Int = 0,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> SharedFlow<Element> {
    let site = SubscriptionSite(label: "shareIn", fileID: fileID, line: line)
    let shared = MutableSharedFlow<Element>(replay: replay)
    _Sharing(
      upstream: AnyFlow(self), deliver: { shared.emit($0) }, resetReplay: { shared.resetReplayCache() },
      subscriptionCount: shared.subscriptionCount,
      scope: scope, site: site
    ).begin(started)
    return shared
  }
}
