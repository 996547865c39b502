/// Times a run of cycles in laps of `lap` cycles (none when 0): the real
/// time of each, in seconds, with `afterLap` run between laps and left out
/// of their time.
struct LapTimer {
  let lap: Int
  private let clock = ContinuousClock()
  private var start: ContinuousClock.Instant
  private(set) var seconds: [Double] = []

  init(lap: Int) {
    self.lap = lap
    start = clock.now
  }

  /// Call when cycle `index` (counted from 0) has ended.
  mutating func cycleEnded(_ index: Int, then afterLap: () -> Void = {}) {
    guard lap > 0, (index + 1) % lap == 0 else { return }
    seconds.append(start.duration(to: clock.now) / .seconds(1))
    afterLap()
    start = clock.now
  }
}
