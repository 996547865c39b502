import ArchFeatures
import ArchHost
import CMallocStats

/// The floors of a scale run, timed lap by lap beside the run they measure:
/// the same steps on a view that does nothing, and a bare host rotate. It
/// adds up its own time and bytes, so the run can leave them out of its own.
final class ScaleFloors {
  private let clock = ContinuousClock()
  private let rotated = Screen(host: AppHost(), name: "bare") { BareView(context: $0) }
  /// Seconds per rotation, one entry per lap.
  private(set) var rotateLaps: [Double] = []
  /// The time and the malloc'd bytes the laps took, all together.
  private(set) var time = Duration.zero
  private(set) var bytes = 0

  init() { rotated.show() }

  deinit { rotated.pop() }

  /// Runs `cycles` bare cycles of `scenario` on a host of their own, then as
  /// many rotations of a bare screen; returns the bare cycles' seconds, as
  /// one lap (the host's making and teardown left out, as from a run's laps).
  func lap(_ feature: AnyFeature, _ scenario: String, cycles: Int) -> Double {
    let bytesBefore = Int(cmallocstats_allocated_bytes())
    let start = clock.now
    guard let bare = feature.bareCycles(scenario: scenario, count: cycles, lap: cycles)?.first else {
      preconditionFailure("\(feature.name) has no scenario '\(scenario)' to time bare")
    }
    time += clock.now - start
    bytes += Int(cmallocstats_allocated_bytes()) - bytesBefore
    rotateLap(rotations: cycles)
    return bare
  }

  /// Rotates the bare screen `rotations` times: one lap of the floor, in
  /// ``rotateLaps``; returns its seconds per rotation.
  @discardableResult
  func rotateLap(rotations: Int) -> Double {
    let bytesBefore = Int(cmallocstats_allocated_bytes())
    let start = clock.now
    for _ in 0..<rotations { rotated.rotate() }
    let end = clock.now
    let perRotation = (end - start).nanoseconds / 1e9 / Double(rotations)
    rotateLaps.append(perRotation)
    time += end - start
    bytes += Int(cmallocstats_allocated_bytes()) - bytesBefore
    return perRotation
  }
}

extension ScaleFloors {
  /// The malloc'd bytes held now, less what `floors` added: read between a
  /// run's laps, while the run and what it keeps are alive.
  static func bytesHeld(besides floors: ScaleFloors) -> Int {
    Int(cmallocstats_allocated_bytes()) - floors.bytes
  }

  /// How much `held` (one reading after each lap of `lap` cycles) grew per
  /// cycle from the first lap's end to the last's; NaN with fewer than two.
  static func growth(of held: [Int], per lap: Int) -> Double {
    guard let first = held.first, let last = held.last, held.count > 1 else { return .nan }
    return Double(last - first) / Double(lap * (held.count - 1))
  }
}

/// A warm-up first (the runtime's caches, the allocator's free lists);
/// then six small runs, three just before the large one and three just
/// after: the machine's speed drifts over the large run's seconds, and
/// bracketing it evens that out.
func bracketed<Timing>(small: () -> Timing, large: () -> Timing) -> (small: [Timing], large: Timing) {
  _ = small()
  var smallRuns = (0..<3).map { _ in small() }
  let largeRun = large()
  smallRuns += (0..<3).map { _ in small() }
  return (smallRuns, largeRun)
}

/// A view that shows nothing: the floor of a rotate.
final class BareView: Sendable {
  init(context: ScreenContext) {}
}
