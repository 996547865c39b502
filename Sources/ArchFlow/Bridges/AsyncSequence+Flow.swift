extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
  /// Iterates this sequence in a task owned by `scope` and broadcasts its
  /// elements as a hot ``SharedFlow``.
  ///
  /// Cancelling the scope cancels the iteration. The sequence is iterated
  /// once, whatever the number of subscribers.
  ///
  /// ```swift
  /// let ticks = AsyncStream<Int> { … }.shareIn(scope, replay: 1)
  /// ```
  public func shareIn(
    _ scope: FlowScope,
    replay: Int = 0,
    extraBufferCapacity: Int = 64,
    onBufferOverflow: BufferOverflow = .dropOldest
  ) -> SharedFlow<Element> {
    let flow = MutableSharedFlow<Element>(
      replay: replay, extraBufferCapacity: extraBufferCapacity, onBufferOverflow: onBufferOverflow)
    scope.launch {
      for await element in self { flow.emit(element) }
    }
    return flow
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable & Equatable, Failure == Never {
  /// Iterates this sequence in a task owned by `scope` and holds its latest
  /// element in a ``StateFlow`` that starts at `initial`.
  ///
  /// ```swift
  /// let status = connectionEvents.stateIn(scope, initial: .offline)
  /// ```
  public func stateIn(_ scope: FlowScope, initial: Element) -> StateFlow<Element> {
    let state = MutableStateFlow(initial)
    scope.launch {
      for await element in self { state.value = element }
    }
    return state
  }
}
