extension Flow {
  /// A flow that, for each new subscriber, first runs `action`, which may
  /// `send` values to that subscriber alone, then subscribes upstream:
  /// kotlinx's `onStart`. The usual use is a loading frame before the
  /// upstream has anything.
  ///
  /// `send` is only valid while `action` runs (it cannot escape), so the
  /// action cannot race the values of the upstream.
  ///
  /// ```swift
  /// let frames = repository.user(id: "42").map(ProfileFrame.user)
  ///   .onStart { send in send(.loading) }
  /// ```
  public func onStart(
    _ action: @escaping @Sendable (_ send: (Element) -> Void) -> Void
  ) -> AnyThrowingFlow<Element, Failure> {
    AnyThrowingFlow(buffering: valuesBuffering) { site, receive, end in
      action(receive)
      return self.subscribe(at: site, receive, end: end)
    }
  }

  /// A flow that, for each new subscriber, subscribes upstream first and
  /// then runs `action`, which may `send` values to that subscriber:
  /// kotlinx's `onSubscription`. Whatever the upstream delivers meanwhile
  /// (a state flow's current value, a shared flow's replay, a value the
  /// action itself emits into the shared flow) is held and delivered, in
  /// order, after the action's own values — so nothing emitted from inside
  /// the action is lost, as it would be if the action ran before the
  /// subscription existed.
  ///
  /// ```swift
  /// let requests = MutableSharedFlow<Request>()
  /// requests.onSubscription { _ in requests.emit(.refresh) }  // this subscriber gets it
  ///   .subscribe { handle($0) }
  /// ```
  public func onSubscription(
    _ action: @escaping @Sendable (_ send: (Element) -> Void) -> Void
  ) -> AnyThrowingFlow<Element, Failure> {
    AnyThrowingFlow(buffering: valuesBuffering) { site, receive, end in
      // The end waits behind the gate too, so it cannot overtake a held value.
      let gate = _SubscriptionGate<_Signal<Element, Failure>> { signal in
        switch signal {
        case .value(let value): receive(value)
        case .end(let completion): end.complete(completion)
        }
      }
      let upstreamEnd = SubscriptionEnd<Failure> { gate.pass(.end($0)) }
      end.link(upstreamEnd)
      _ = self.subscribe(at: site, { gate.pass(.value($0)) }, end: upstreamEnd)
      action(receive)
      gate.open()
      return end
    }
  }
}
