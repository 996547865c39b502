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
  /// makes ends on the match, so a cold source stops there
  /// (`(1...).asFlow().first()` returns 1), and it is gone when this
  /// returns, either way. On an ``EventChannel`` the events it skips are
  /// consumed (nobody else gets them); those after the match stay buffered.
  ///
  /// ```swift
  /// let loaded = await screen.state.first { $0 != .loading }
  /// ```
  public func first(
    label: String? = nil, fileID: StaticString = #fileID, line: UInt = #line,
    where predicate: @escaping @Sendable (Element) -> Bool
  ) async throws(Failure) -> Element? {
    let site = SubscriptionSite(label: label ?? "first", fileID: fileID, line: line)
    let waiter = _FirstMatch<Element, Failure>()
    let end = SubscriptionEnd<Failure> { completion in
      waiter.settle(completion.failure.map { .failure($0) } ?? .success(nil))
    }
    let result = await withTaskCancellationHandler {
      _ = subscribe(
        at: site,
        { value in
          if predicate(value), waiter.settle(.success(value)) { end.cancel() }
        }, end: end)
      return await waiter.result()
    } onCancel: {
      end.cancel()
      waiter.settle(.success(nil))
    }
    return try result.get()
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
    }
    return finished ? all : nil
  }

  /// Hands each value to `body` until the flow ends or the task is
  /// cancelled. Returns true when the flow finished; throws its failure.
  func _consume(
    label: String, fileID: StaticString, line: UInt, _ body: (Element) async -> Void
  ) async throws(Failure) -> Bool {
    var iterator = values(label: label, fileID: fileID, line: line).makeAsyncIterator()
    while let value = await iterator.next() {
      await body(value)
    }
    let ending = iterator.handle.state.ending
    if let failure = ending.failure {
      // The only failures a flow's end carries are its own `Failure`.
      throw failure as! Failure
    }
    return ending.completed
  }
}

/// The one result `first(where:)` waits for: the match, the end, or `nil`
/// when its task was cancelled, whichever comes first.
final class _FirstMatch<Element: Sendable, Failure: Error>: @unchecked Sendable {
  // `lock` guards `settled` and `waiter`.
  private let lock = _Lock()
  private var settled: Result<Element?, Failure>?
  private var waiter: CheckedContinuation<Result<Element?, Failure>, Never>?

  deinit { lock.deallocate() }

  /// Records `result` unless one was recorded; returns whether this one was.
  @discardableResult
  func settle(_ result: Result<Element?, Failure>) -> Bool {
    lock.lock()
    guard settled == nil else {
      lock.unlock()
      return false
    }
    settled = result
    let waiter = self.waiter
    self.waiter = nil
    lock.unlock()
    waiter?.resume(returning: result)
    return true
  }

  func result() async -> Result<Element?, Failure> {
    await withCheckedContinuation { continuation in
      lock.lock()
      if let settled {
        lock.unlock()
        continuation.resume(returning: settled)
      } else {
        waiter = continuation
        lock.unlock()
      }
    }
  }
}
