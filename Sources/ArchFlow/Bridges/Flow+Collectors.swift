extension Flow {
  /// Suspends until the flow delivers a value, and returns it; `nil` when
  /// the flow finishes first or the calling task is cancelled first. Throws
  /// the flow's failure. The subscription it makes is gone when it returns,
  /// either way.
  ///
  /// ```swift
  /// let state = MutableStateFlow(3)
  /// await state.first()  // 3: a state flow hands out its value at once
  /// ```
  public func first(
    label: String? = nil, fileID: StaticString = #fileID, line: UInt = #line
  ) async throws(Failure) -> Element? {
    try await first(label: label, fileID: fileID, line: line) { _ in true }
  }

  /// Suspends until the flow delivers a value for which `predicate` holds,
  /// and returns it; `nil` when the flow finishes first or the calling task
  /// is cancelled first. Throws the flow's failure. The subscription it
  /// makes is gone when it returns, either way. On an ``EventChannel`` the
  /// events it skips are consumed: nobody else gets them.
  ///
  /// ```swift
  /// let loaded = await screen.state.first { $0 != .loading }
  /// ```
  public func first(
    label: String? = nil, fileID: StaticString = #fileID, line: UInt = #line,
    where predicate: (Element) -> Bool
  ) async throws(Failure) -> Element? {
    var found: Element?
    _ = try await _consume(label: label ?? "first", fileID: fileID, line: line) { value in
      guard predicate(value) else { return true }
      found = value
      return false
    }
    return found
  }

  /// Calls `receive` with each value, in order, until the flow finishes,
  /// or the calling task is cancelled (the hot flows never end); then the
  /// subscription is gone. Throws the flow's failure, after the values
  /// that came before it.
  ///
  /// ```swift
  /// let task = Task { await prices.collect { render($0) } }
  /// task.cancel()  // collect returns; nothing stays subscribed
  /// ```
  public func collect(
    label: String? = nil, fileID: StaticString = #fileID, line: UInt = #line,
    _ receive: (Element) async -> Void
  ) async throws(Failure) {
    _ = try await _consume(label: label ?? "collect", fileID: fileID, line: line) { value in
      await receive(value)
      return true
    }
  }

  /// Suspends until the flow finishes and returns all its values, in
  /// order; `nil` when the calling task is cancelled first. Throws the
  /// flow's failure. On a hot flow, which never finishes, combine it with
  /// `take(_:)`.
  ///
  /// ```swift
  /// await [1, 2, 3].asFlow().map { $0 * 2 }.toArray()  // [2, 4, 6]
  /// ```
  public func toArray(
    label: String? = nil, fileID: StaticString = #fileID, line: UInt = #line
  ) async throws(Failure) -> [Element]? {
    var all: [Element] = []
    let finished = try await _consume(label: label ?? "toArray", fileID: fileID, line: line) { value in
      all.append(value)
      return true
    }
    return finished ? all : nil
  }

  /// Hands each value to `body` until it returns false, the flow ends or
  /// the task is cancelled. Returns true when the flow finished; throws
  /// its failure.
  func _consume(
    label: String, fileID: StaticString, line: UInt, _ body: (Element) async -> Bool
  ) async throws(Failure) -> Bool {
    var iterator = values(label: label, fileID: fileID, line: line).makeAsyncIterator()
    while let value = await iterator.next() {
      if await !body(value) { return false }
    }
    let ending = iterator.handle.state.ending
    if let failure = ending.failure {
      // The only failures a flow's end carries are its own `Failure`.
      throw failure as! Failure
    }
    return ending.completed
  }
}
