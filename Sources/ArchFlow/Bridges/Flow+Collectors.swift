extension Flow {
  /// Suspends until the flow delivers a value, and returns it; `nil` when
  /// the calling task is cancelled first. The subscription it makes is gone
  /// when it returns, either way.
  ///
  /// ```swift
  /// let state = MutableStateFlow(3)
  /// await state.first()  // 3: a state flow hands out its value at once
  /// ```
  public func first(label: String? = nil, fileID: StaticString = #fileID, line: UInt = #line) async -> Element? {
    await first(label: label, fileID: fileID, line: line) { _ in true }
  }

  /// Suspends until the flow delivers a value for which `predicate` holds,
  /// and returns it; `nil` when the calling task is cancelled first. The
  /// subscription it makes is gone when it returns, either way. On an
  /// ``EventChannel`` the events it skips are consumed: nobody else gets them.
  ///
  /// ```swift
  /// let loaded = await screen.state.first { $0 != .loading }
  /// ```
  public func first(
    label: String? = nil, fileID: StaticString = #fileID, line: UInt = #line,
    where predicate: (Element) -> Bool
  ) async -> Element? {
    for await value in values(label: label ?? "first", fileID: fileID, line: line) where predicate(value) {
      return value
    }
    return nil
  }

  /// Calls `receive` with each value, in order, until the calling task is
  /// cancelled (the hot flows never end); then the subscription is gone.
  ///
  /// ```swift
  /// let task = Task { await prices.collect { render($0) } }
  /// task.cancel()  // collect returns; nothing stays subscribed
  /// ```
  public func collect(
    label: String? = nil, fileID: StaticString = #fileID, line: UInt = #line,
    _ receive: (Element) async -> Void
  ) async {
    for await value in values(label: label ?? "collect", fileID: fileID, line: line) {
      await receive(value)
    }
  }
}
