extension Flow {
  /// A flow of running accumulations: `next` folds each value into the
  /// accumulator, and every new accumulator is delivered.
  ///
  /// `initial` itself is not delivered. Each subscriber starts from
  /// `initial` with its own accumulator. Values arriving on several threads
  /// at once are folded one at a time, in arrival order, and `next` never
  /// runs under a lock.
  ///
  /// ```swift
  /// let taps = MutableSharedFlow<Void>()
  /// let token = taps.scan(0) { count, _ in count + 1 }.subscribe { print($0) }
  /// taps.emit(())  // 1
  /// taps.emit(())  // 2
  /// token.cancel()
  /// ```
  public func scan<Accumulator: Sendable>(
    _ initial: Accumulator,
    _ next: @escaping @Sendable (Accumulator, Element) -> Accumulator
  ) -> AnyThrowingFlow<Accumulator, Failure> {
    AnyThrowingFlow(buffering: valuesBuffering) { site, receive, end in
      var accumulator = initial  // touched only by the relay's draining call stack
      return self._subscribeSerialized(at: site, end: end) { value in
        accumulator = next(accumulator, value)
        receive(accumulator)
      }
    }
  }
}
