extension Clock {
  /// The longest single sleep asked of a real clock: a century. The
  /// runtime turns a deadline into a timestamp that a deadline of
  /// `Int64.max` seconds does not fit, and traps.
  static var longestRealSleep: Swift.Duration { .seconds(100 * 365 * 86_400) }

  /// Sleeps until `deadline`. On the runtime's own clocks
  /// (`ContinuousClock`, `SuspendingClock`) a wait longer than a century is
  /// slept a century at a time, so a huge interval waits instead of
  /// crashing; other clocks (`TestClock`, …) sleep as asked.
  func _sleepInSteps(until deadline: Instant) async throws {
    // Types compared, not `self is …`: a failing cast looks for
    // conformances, on every sleep of a test clock.
    guard Self.self == ContinuousClock.self || Self.self == SuspendingClock.self,
      let longest = Self.longestRealSleep as? Duration
    else {
      return try await sleep(until: deadline, tolerance: nil)
    }
    while let remaining = now.duration(to: deadline) as? Swift.Duration, remaining > Self.longestRealSleep {
      try await sleep(until: now.advanced(by: longest), tolerance: nil)
    }
    try await sleep(until: deadline, tolerance: nil)
  }

  /// Sleeps for `duration`, in steps on the runtime's clocks (see
  /// ``_sleepInSteps(until:)``).
  func _sleepInSteps(for duration: Duration) async throws {
    try await _sleepInSteps(until: now.advanced(by: duration))
  }
}
