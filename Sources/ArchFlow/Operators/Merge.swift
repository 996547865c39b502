/// A flow of the values of all `flows`, in the order they are delivered.
///
/// Each subscriber subscribes to every input, in argument order and at its
/// own subscribe site; cancelling it cancels them all. The merged flow never
/// ends, whether or not its inputs do. Values delivered on
/// several threads at once are handed on one at a time, never concurrently.
///
/// ```swift
/// let refresh = merge(pullToRefresh, appForegrounded, retryTapped)
/// let token = refresh.subscribe { _ in reload() }
/// token.cancel()  // cancels all three subscriptions
/// ```
public func merge<Element: Sendable>(_ flows: any Flow<Element>...) -> AnyFlow<Element> {
  merge(flows)
}

/// A flow of the values of all `flows`, in the order they are delivered.
///
/// The array form of the variadic `merge`, for a list built at run time.
///
/// ```swift
/// let anyChange = merge(rows.map { $0.changes.eraseToAnyFlow() })
/// ```
public func merge<Element: Sendable>(_ flows: [any Flow<Element>]) -> AnyFlow<Element> {
  AnyFlow { site, receive, end in
    let relay = _Relay<Element>(receive)
    end.link(relay)  // before the inputs deliver: the subscriber's end reaches them
    for flow in flows {
      // The subscriber may cancel while an earlier input replays to it.
      if relay.isCancelled { break }
      flow._subscribe(at: site, heldBy: relay) { relay.send($0) }
    }
    return end
  }
}
