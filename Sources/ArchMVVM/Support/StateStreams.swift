import ArchFlow
import ArchHost

/// The `AsyncStream`s handed out by ``ViewModelCore/states(label:fileID:line:)``,
/// so that clearing the view model can finish them all.
///
/// Each stream is fed by its own subscription to the state flow and
/// conflates with `.bufferingNewest(1)`. The subscription ends when the
/// stream terminates: its consumer's task is cancelled, its loop ends, or
/// ``finishAll()`` finishes it.
final class _StateStreams<State: Sendable & Equatable>: Sendable {
  private struct Registry {
    var nextID: UInt64 = 0
    var open: [UInt64: AsyncStream<State>.Continuation] = [:]
    var finished = false
  }

  private let registry = Locked(Registry())

  init() {}

  /// Streams handed out and not terminated yet.
  var openCount: Int { registry.withLock { $0.open.count } }

  /// A new stream of `flow`'s values, subscribed at `site` now.
  func make(from flow: StateFlow<State>, at site: SubscriptionSite) -> AsyncStream<State> {
    let (stream, continuation) = AsyncStream.makeStream(of: State.self, bufferingPolicy: .bufferingNewest(1))
    let subscription = TokenSlot()
    let id = registry.withLock { registry -> UInt64 in
      registry.nextID += 1
      return registry.nextID
    }
    // Installed before the stream can be finished (a handler installed
    // after that is never called) and before subscribing (the slot cancels
    // a token set after it fired).
    continuation.onTermination = { [weak self] _ in
      subscription.cancel()
      self?.forget(id)
    }
    let open = registry.withLock { registry -> Bool in
      if registry.finished { return false }
      registry.open[id] = continuation
      return true
    }
    guard open else {
      continuation.finish()  // cleared: an empty stream, no subscription
      return stream
    }
    subscription.set(flow.subscribe(at: site) { continuation.yield($0) })
    return stream
  }

  /// Finishes every open stream (their loops end) and every later one.
  func finishAll() {
    let open = registry.withLock { registry -> [AsyncStream<State>.Continuation] in
      registry.finished = true
      defer { registry.open = [:] }
      return Array(registry.open.values)
    }
    // Outside the lock: finishing runs onTermination, which calls `forget`.
    for continuation in open { continuation.finish() }
  }

  private func forget(_ id: UInt64) {
    registry.withLock { _ = $0.open.removeValue(forKey: id) }
  }
}
