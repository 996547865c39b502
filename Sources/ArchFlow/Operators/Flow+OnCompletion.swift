extension Flow {
  /// A flow that runs `action` once when a subscription to it ends: with
  /// the completion when the flow finishes or fails (before the subscriber
  /// hears it), with `nil` when the subscriber cancels; kotlinx's
  /// `onCompletion`.
  ///
  /// ```swift
  /// let load = service.load(id).onCompletion { _ in spinner.value = false }
  /// ```
  public func onCompletion(
    _ action: @escaping @Sendable (FlowCompletion<Failure>?) -> Void
  ) -> AnyThrowingFlow<Element, Failure> {
    AnyThrowingFlow(buffering: valuesBuffering) { site, receive, end in
      let upstreamEnd = SubscriptionEnd<Failure> { completion in
        action(completion)
        end.complete(completion)
      }
      // Whichever ends `upstreamEnd` first decides which call `action` gets.
      end.link(ActionCancellable { if upstreamEnd._cancelIfActive() { action(nil) } })
      _ = self.subscribe(at: site, receive, end: upstreamEnd)
      return end
    }
  }
}
