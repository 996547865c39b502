/// When `stateIn` keeps its upstream subscribed.
///
/// ```swift
/// let prices = ticker.stateIn(scope, initial: nil, started: .whileSubscribed(
///   stopTimeout: .seconds(5), clock: clock))
/// ```
public struct SharingStarted: Sendable {
  enum Policy: Sendable {
    case eagerly
    case lazily
    case whileSubscribed(stopTimeout: Duration, replayExpiration: Duration?, clock: any Clock<Duration>)
  }

  let policy: Policy

  /// Subscribe upstream at once and keep it until the scope is cancelled.
  public static let eagerly = SharingStarted(policy: .eagerly)

  /// Subscribe upstream with the first subscriber and keep it until the
  /// scope is cancelled.
  public static let lazily = SharingStarted(policy: .lazily)

  /// Subscribe upstream while there are subscribers, and unsubscribe as
  /// soon as the last one leaves.
  public static func whileSubscribed() -> SharingStarted {
    // No timeout: the clock is never read.
    SharingStarted(policy: .whileSubscribed(stopTimeout: .zero, replayExpiration: nil, clock: ContinuousClock()))
  }

  /// Subscribe upstream while there are subscribers; when the last one
  /// leaves, wait `stopTimeout` on `clock` before unsubscribing, so a
  /// subscriber that comes back in time (a view recreated by a rotation)
  /// finds the upstream still running.
  ///
  /// The clock has no default, so a test on a `TestClock` cannot wait on
  /// the wall clock by mistake: pass the host's clock, or `ContinuousClock()`
  /// for real time.
  ///
  /// `replayExpiration` is how long the replayed values outlive a stop:
  /// after it, a `shareIn` flow forgets its replay and a `stateIn` state
  /// goes back to its initial value, so a screen that comes back much later
  /// does not show stale data first (kotlinx's `replayExpiration`). `nil`,
  /// the default, keeps them for good; `.zero` forgets at the stop.
  public static func whileSubscribed(
    stopTimeout: Duration, replayExpiration: Duration? = nil, clock: any Clock<Duration>
  ) -> SharingStarted {
    checkUsage(stopTimeout >= .zero, "whileSubscribed: stopTimeout must not be negative, got \(stopTimeout)")
    checkUsage(
      (replayExpiration ?? .zero) >= .zero,
      "whileSubscribed: replayExpiration must not be negative, got \(replayExpiration ?? .zero)")
    return SharingStarted(
      policy: .whileSubscribed(stopTimeout: stopTimeout, replayExpiration: replayExpiration, clock: clock))
  }
}
