/// Counts the work fake services do, so a test can see abandoned work:
/// requests never cancelled, or completed after nobody wanted the answer.
///
/// A fake service calls ``started()`` when a request begins, then exactly
/// one of ``completed(consumerAlive:superseded:)`` or ``cancelled()``. `consumerAlive:
/// false` marks the waste the article warns about: the screen was gone, the
/// work went on anyway.
///
/// ```swift
/// func loadUser() async throws -> User {
///   host.upstream.started()
///   do { try await host.clock.sleep(for: .seconds(1)) }
///   catch { host.upstream.cancelled(); throw error }
///   host.upstream.completed()
///   return ada
/// }
/// ```
public final class UpstreamCounter: Sendable {
  private let state = Locked(UpstreamCounts())
  private let generation = Locked(0)

  /// Creates a counter at zero. Each ``AppHost`` has one: `host.upstream`.
  public init() {}

  /// A request began.
  ///
  /// ```swift
  /// host.upstream.started()
  /// ```
  public func started() { state.withLock { $0.started += 1 } }

  /// A request completed; pass `consumerAlive: false` when whoever asked for
  /// it is gone (its view destroyed, its presenter released), and
  /// `superseded: true` when its consumer is there but had already started
  /// a newer request of the same service. A request is counted as at most
  /// one of the two: gone first, stale otherwise.
  ///
  /// ```swift
  /// host.upstream.completed(consumerAlive: presenter != nil)
  /// ```
  public func completed(consumerAlive: Bool = true, superseded: Bool = false) {
    state.withLock { counts in
      counts.completed += 1
      if !consumerAlive {
        counts.completedAfterConsumerGone += 1
      } else if superseded {
        counts.completedStale += 1
      }
    }
  }

  /// Shorthand for `completed(consumerAlive: false)`.
  ///
  /// ```swift
  /// host.upstream.completedAfterConsumerGone()
  /// ```
  public func completedAfterConsumerGone() { completed(consumerAlive: false) }

  /// A request was cancelled before completing.
  ///
  /// ```swift
  /// host.upstream.cancelled()
  /// ```
  public func cancelled() { state.withLock { $0.cancelled += 1 } }

  /// Which consumer requests begun now belong to: 0 at first, one more
  /// after each ``replaceConsumer()``. A fake notes it when a request
  /// begins, and a request that completes under a later generation
  /// completed for nobody, whatever the new consumer's state.
  public var consumerGeneration: Int { generation.snapshot }

  /// Says that the consumer of the host's requests was replaced, as when a
  /// run that shows one screen at a time opens the screen again: requests
  /// begun for the old one no longer have a consumer.
  ///
  /// ```swift
  /// host.upstream.replaceConsumer()
  /// ```
  public func replaceConsumer() { generation.withLock { $0 += 1 } }

  /// The counts so far, as a value.
  public var counts: UpstreamCounts { state.snapshot }
}
