extension Flow {
  /// A flow of this flow's first `count` values, which then finishes and
  /// cancels its upstream subscription (the ledger no longer lists it
  /// when the subscriber hears the end). Ends earlier if the upstream does.
  ///
  /// ```swift
  /// let firstTwo = await prices.take(2).toArray()  // the current price and the next
  /// ```
  public func take(_ count: Int) -> AnyThrowingFlow<Element, Failure> {
    checkUsage(count >= 0, "take: count must be 0 or more, got \(count)")
    return AnyThrowingFlow(buffering: valuesBuffering) { site, receive, end in
      if count == 0 {
        end.complete(.finished)
        return end
      }
      var remaining = count  // touched only by the relay's draining call stack
      return self._subscribeSerialized(at: site, end: end) { value in
        remaining -= 1
        receive(value)
        if remaining == 0 { end.complete(.finished) }
      }
    }
  }
}
