extension Flow {
  /// A flow of this flow's values for which `isIncluded` returns true.
  ///
  /// Stateless and cold: each subscriber gets its own upstream subscription.
  ///
  /// ```swift
  /// let query = MutableStateFlow("")
  /// let token = query.filter { $0.count >= 3 }.subscribe { search($0) }
  /// query.value = "sw"     // filtered out
  /// query.value = "swift"  // search("swift")
  /// token.cancel()
  /// ```
  @inlinable
  public func filter(_ isIncluded: @escaping @Sendable (Element) -> Bool) -> AnyThrowingFlow<Element, Failure> {
    AnyThrowingFlow(buffering: valuesBuffering) { site, receive, end in
      self.subscribe(
        at: site,
        { value in
          if isIncluded(value) { receive(value) }
        }, end: end)
    }
  }
}
