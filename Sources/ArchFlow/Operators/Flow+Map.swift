extension Flow {
  /// A flow of this flow's values transformed by `transform`.
  ///
  /// Stateless and cold: each subscriber gets its own upstream subscription,
  /// and `transform` runs on the thread that delivered the value.
  ///
  /// ```swift
  /// let count = MutableStateFlow(1)
  /// let token = count.map { "\($0) items" }.subscribe { print($0) }  // "1 items"
  /// count.value = 2                                                 // "2 items"
  /// token.cancel()
  /// ```
  @inlinable
  public func map<T: Sendable>(_ transform: @escaping @Sendable (Element) -> T) -> AnyThrowingFlow<T, Failure> {
    AnyThrowingFlow(buffering: valuesBuffering) { site, receive, end in
      self.subscribe(at: site, { receive(transform($0)) }, end: end)
    }
  }
}
