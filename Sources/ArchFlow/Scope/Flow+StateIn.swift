extension Flow where Element: Equatable, Failure == Never {
  /// A hot ``StateFlow`` holding this flow's latest value, shared by all
  /// its subscribers, with the upstream subscription owned by `scope`.
  ///
  /// The state starts at `initial`. `started` decides when the upstream is
  /// subscribed: at once (`.eagerly`), with the first subscriber
  /// (`.lazily`), or only while somebody subscribes (`.whileSubscribed`,
  /// which keeps it through a rotation when given a stop timeout). The
  /// state keeps its last value when the upstream stops.
  ///
  /// ```swift
  /// let state = repository.user(id).map(ProfileState.init)
  ///   .stateIn(scope, initial: .loading, started: .whileSubscribed(
  ///     stopTimeout: .seconds(5), clock: clock))
  /// ```
  public func stateIn(
    _ scope: FlowScope,
    initial: Element,
    started: SharingStarted,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> StateFlow<Element> {
    let site = SubscriptionSite(label: "stateIn", fileID: fileID, line: line)
    let state = MutableStateFlow(initial)
    _Sharing(
      upstream: AnyFlow(self), deliver: { state.value = $0 }, resetReplay: { state.value = initial },
      subscriptionCount: state.subscriptionCount,
      scope: scope, site: site
    ).begin(started)
    return state
  }
}
