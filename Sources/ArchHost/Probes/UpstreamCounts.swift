/// A snapshot of an ``UpstreamCounter``.
///
/// ```swift
/// let counts = host.upstream.counts
/// counts.inFlight  // started − completed − cancelled
/// ```
public struct UpstreamCounts: Sendable, Hashable, CustomStringConvertible {
  /// Requests begun.
  public var started = 0
  /// Requests completed, including those completed after their consumer was gone.
  public var completed = 0
  /// Requests cancelled before completing.
  public var cancelled = 0
  /// Completed requests whose consumer was already gone: wasted work.
  public var completedAfterConsumerGone = 0
  /// Completed requests whose consumer was still there but had already
  /// started a newer request of the same service: stale answers nobody
  /// will use (a superseded search, the request of a controller that a
  /// rotation replaced). Counted apart from ``completedAfterConsumerGone``.
  public var completedStale = 0

  /// Creates counts; all zero by default.
  ///
  /// ```swift
  /// #expect(host.upstream.counts == UpstreamCounts(started: 1, completed: 1))
  /// ```
  public init(
    started: Int = 0, completed: Int = 0, cancelled: Int = 0, completedAfterConsumerGone: Int = 0,
    completedStale: Int = 0
  ) {
    self.started = started
    self.completed = completed
    self.cancelled = cancelled
    self.completedAfterConsumerGone = completedAfterConsumerGone
    self.completedStale = completedStale
  }

  /// Requests begun and neither completed nor cancelled.
  public var inFlight: Int { started - completed - cancelled }

  /// `"started 1, completed 1, cancelled 0, completed after consumer gone 0, completed stale 0"`.
  public var description: String {
    "started \(started), completed \(completed), cancelled \(cancelled), "
      + "completed after consumer gone \(completedAfterConsumerGone), completed stale \(completedStale)"
  }
}
