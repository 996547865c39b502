extension Flow {
  /// A flow of the non-`nil` results of `transform` on this flow's values.
  ///
  /// Stateless and cold: each subscriber gets its own upstream subscription.
  ///
  /// ```swift
  /// let input = MutableStateFlow("1")
  /// let token = input.compactMap { Int($0) }.subscribe { print($0) }  // 1
  /// input.value = "x"   // nothing
  /// input.value = "42"  // 42
  /// token.cancel()
  /// ```
  @inlinable
  public func compactMap<T: Sendable>(
    _ transform: @escaping @Sendable (Element) -> T?
  ) -> AnyThrowingFlow<T, Failure> {
    AnyThrowingFlow(buffering: valuesBuffering) { site, receive, end in
      self.subscribe(
        at: site,
        { value in
          if let transformed = transform(value) { receive(transformed) }
        }, end: end)
    }
  }
}
