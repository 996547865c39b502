/// A flow of `transform` applied to the latest values of `a` and `b`.
///
/// Nothing is delivered until every input has delivered a value; from then
/// on, each value from any input delivers `transform` of the latest of each.
/// Each subscriber subscribes to every input, at its own subscribe site;
/// cancelling it cancels them all. Inputs may deliver on several threads at
/// once: their values are combined and delivered one at a time, and
/// `transform` never runs under a lock.
///
/// ```swift
/// let email = MutableStateFlow("")
/// let password = MutableStateFlow("")
/// let canSubmit = combineLatest(email, password) { !$0.isEmpty && $1.count >= 8 }
/// let token = canSubmit.subscribe { button.isEnabled = $0 }  // false
/// token.cancel()
/// ```
public func combineLatest<A: Flow, B: Flow, Output: Sendable>(
  _ a: A, _ b: B,
  _ transform: @escaping @Sendable (A.Element, B.Element) -> Output
) -> AnyFlow<Output> where A.Failure == Never, B.Failure == Never {
  AnyFlow { site, receive, end in
    // Touched only by the relay's draining call stack.
    var latestA: A.Element?
    var latestB: B.Element?
    let relay = _Relay<_CombineInput<A.Element, B.Element, Never>> { input in
      switch input {
      case .a(let value): latestA = value
      case .b(let value): latestB = value
      }
      if let latestA, let latestB { receive(transform(latestA, latestB)) }
    }
    end.link(relay)  // before the inputs deliver: the subscriber's end reaches them
    a._subscribe(at: site, heldBy: relay) { relay.send(.a($0)) }
    b._subscribe(at: site, heldBy: relay) { relay.send(.b($0)) }
    return end
  }
}

/// A flow of the latest values of `a` and `b`, as pairs.
///
/// Delivers once both inputs have delivered, then on each value from either.
///
/// ```swift
/// let token = combineLatest(user, settings).subscribe { user, settings in
///   render(user, settings)
/// }
/// ```
public func combineLatest<A: Flow, B: Flow>(
  _ a: A, _ b: B
) -> AnyFlow<(A.Element, B.Element)> where A.Failure == Never, B.Failure == Never {
  combineLatest(a, b) { ($0, $1) }
}

/// A flow of `transform` applied to the latest values of `a`, `b` and `c`.
///
/// Nothing is delivered until every input has delivered a value; from then
/// on, each value from any input delivers `transform` of the latest of each.
/// Threading and cancellation are as for the two-input `combineLatest`.
///
/// ```swift
/// let summary = combineLatest(items, filter, isLoading) { items, filter, loading in
///   loading ? "Loading…" : "\(items.filter(filter.matches).count) shown"
/// }
/// ```
public func combineLatest<A: Flow, B: Flow, C: Flow, Output: Sendable>(
  _ a: A, _ b: B, _ c: C,
  _ transform: @escaping @Sendable (A.Element, B.Element, C.Element) -> Output
) -> AnyFlow<Output> where A.Failure == Never, B.Failure == Never, C.Failure == Never {
  AnyFlow { site, receive, end in
    // Touched only by the relay's draining call stack.
    var latestA: A.Element?
    var latestB: B.Element?
    var latestC: C.Element?
    let relay = _Relay<_CombineInput<A.Element, B.Element, C.Element>> { input in
      switch input {
      case .a(let value): latestA = value
      case .b(let value): latestB = value
      case .c(let value): latestC = value
      }
      if let latestA, let latestB, let latestC { receive(transform(latestA, latestB, latestC)) }
    }
    end.link(relay)  // before the inputs deliver: the subscriber's end reaches them
    a._subscribe(at: site, heldBy: relay) { relay.send(.a($0)) }
    b._subscribe(at: site, heldBy: relay) { relay.send(.b($0)) }
    c._subscribe(at: site, heldBy: relay) { relay.send(.c($0)) }
    return end
  }
}

/// A flow of the latest values of `a`, `b` and `c`, as triples.
///
/// Delivers once all three inputs have delivered, then on each value from any.
///
/// ```swift
/// let token = combineLatest(name, age, city).subscribe { name, age, city in
///   print(name, age, city)
/// }
/// ```
public func combineLatest<A: Flow, B: Flow, C: Flow>(
  _ a: A, _ b: B, _ c: C
) -> AnyFlow<(A.Element, B.Element, C.Element)>
where A.Failure == Never, B.Failure == Never, C.Failure == Never {
  combineLatest(a, b, c) { ($0, $1, $2) }
}

/// A value from one of the inputs of `combineLatest`.
enum _CombineInput<A: Sendable, B: Sendable, C: Sendable>: Sendable {
  case a(A)
  case b(B)
  case c(C)
}
