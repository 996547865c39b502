extension Flow {
  /// A flow that, when this one fails, goes on with the flow `handler`
  /// makes from the failure; Combine's `catch`, kotlinx's `catch` that emits.
  ///
  /// Values before the failure are delivered as they come; the fallback's
  /// values and end follow. The fallback may fail with another type, or
  /// with `Never`: `.catch { _ in AnyFlow.just(.offline) }` cannot fail.
  ///
  /// ```swift
  /// let frames = service.load(id).map(ProfileFrame.loaded).catch { error in
  ///   AnyFlow.just(ProfileFrame.failed(error.message))
  /// }
  /// ```
  public func `catch`<Fallback: Flow>(
    _ handler: @escaping @Sendable (Failure) -> Fallback
  ) -> AnyThrowingFlow<Element, Fallback.Failure> where Fallback.Element == Element {
    AnyThrowingFlow(buffering: valuesBuffering) { site, receive, end in
      let upstreamEnd = SubscriptionEnd<Failure> { completion in
        switch completion {
        case .finished:
          end.complete(.finished)
        case .failed(let failure):
          guard end.isActive else { return }
          _ = handler(failure).subscribe(at: site, receive, end: end)
        }
      }
      end.link(upstreamEnd)
      _ = self.subscribe(at: site, receive, end: upstreamEnd)
      return end
    }
  }
}
