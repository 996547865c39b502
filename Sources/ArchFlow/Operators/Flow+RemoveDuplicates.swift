extension Flow {
  /// A flow that skips each value `isDuplicate` of the value delivered
  /// before it.
  ///
  /// The first value always passes; each later value is compared with the
  /// last one that passed. Values arriving on several threads at once are
  /// compared and delivered one at a time, in arrival order, and
  /// `isDuplicate` never runs under a lock. Each subscriber keeps its own
  /// last value.
  ///
  /// A `for await` consumer (``Flow/values``) compares where it takes a
  /// value, after this flow's buffer, as kotlinx's `distinctUntilChanged`
  /// compares in the collecting coroutine: when a lagging consumer's buffer
  /// drops a value, it still never gets the same value twice in a row (a
  /// shared flow emitting A, B, A whose buffer dropped B hands it A once).
  /// Such a consumer takes from the upstream's own buffer, so with
  /// `.suspend` it holds back `send` as a consumer of the upstream does.
  ///
  /// ```swift
  /// let events = MutableSharedFlow<Point>()
  /// let token = events
  ///   .removeDuplicates { abs($0.x - $1.x) < 1 }
  ///   .subscribe { draw($0) }
  /// events.emit(Point(x: 0))    // draw
  /// events.emit(Point(x: 0.5))  // skipped: close to x = 0
  /// events.emit(Point(x: 3))    // draw
  /// token.cancel()
  /// ```
  public func removeDuplicates(
    by isDuplicate: @escaping @Sendable (Element, Element) -> Bool
  ) -> AnyThrowingFlow<Element, Failure> {
    let values: @Sendable (SubscriptionSite, FlowBuffering?) -> FlowValues<Element> = { site, buffering in
      self.values(at: site, buffering: buffering).removingDuplicates(by: isDuplicate)
    }
    return AnyThrowingFlow(buffering: valuesBuffering, values: values) { site, receive, end in
      var last: Element?  // touched only by the relay's draining call stack
      return self._subscribeSerialized(at: site, end: end) { value in
        if let last, isDuplicate(last, value) { return }
        last = value
        receive(value)
      }
    }
  }
}

extension Flow where Element: Equatable {
  /// A flow that skips each value equal (`==`) to the value delivered
  /// before it.
  ///
  /// Useful after ``map(_:)`` on a state flow, whose slice of state often
  /// stays the same while the rest changes.
  ///
  /// ```swift
  /// let state = MutableStateFlow(Profile(name: "Ada", visits: 1))
  /// let token = state.map(\.name).removeDuplicates().subscribe { print($0) }  // "Ada"
  /// state.update { $0.visits += 1 }  // name unchanged: nothing
  /// token.cancel()
  /// ```
  public func removeDuplicates() -> AnyThrowingFlow<Element, Failure> {
    removeDuplicates(by: ==)
  }
}
