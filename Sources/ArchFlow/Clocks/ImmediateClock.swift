/// A `Clock` whose sleeps return at once, while its time still moves.
///
/// `sleep(until:)` checks for cancellation, moves ``now`` forward to the
/// deadline and returns without suspending. Code that measures elapsed time
/// sees the time it asked to wait pass, yet a debounce or a retry back-off
/// runs instantly — handy for previews, command-line runs and tests that do
/// not care about timing.
///
/// Copies share one `now`: the time lives in a lock-guarded box, so passing
/// the clock around (it is `Sendable`) keeps a single timeline.
///
/// ```swift
/// let clock = ImmediateClock()
/// let elapsed = try await clock.measure {
///   try await clock.sleep(for: .seconds(5))  // returns at once
/// }
/// elapsed  // 5 seconds
/// ```
///
/// Unlike ``TestClock`` it gives no control over interleaving: every sleeper
/// simply goes on. Use ``TestClock`` when the order of wake-ups matters.
public struct ImmediateClock: Clock {
  /// Durations are Swift's own.
  public typealias Duration = Swift.Duration

  /// A point in this clock's virtual time.
  public typealias Instant = VirtualInstant

  private let storage: Storage

  /// Creates a clock whose time starts at `now`.
  public init(now: Instant = .zero) {
    storage = Storage(now: now)
  }

  /// The current time: the latest deadline slept until, or the start.
  public var now: Instant { storage.now }

  /// Zero: sleeps are exact.
  public var minimumResolution: Duration { .zero }

  /// Returns at once, after moving ``now`` forward to `deadline`.
  ///
  /// Throws `CancellationError` if the task is cancelled. A deadline in the
  /// past leaves ``now`` unchanged: time never goes back. `tolerance` is
  /// ignored.
  ///
  /// ```swift
  /// try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    storage.advance(to: deadline)
  }

  /// The shared time of a clock and its copies.
  private final class Storage: @unchecked Sendable {
    // @unchecked Sendable: `_now` is guarded by `lock`.
    private let lock = _Lock()
    private var _now: Instant

    init(now: Instant) { _now = now }
    deinit { lock.deallocate() }

    var now: Instant { lock.withLock { _now } }

    func advance(to deadline: Instant) {
      lock.withLock { _now = max(_now, deadline) }
    }
  }
}
