import ArchFeatures
import ArchFlow
import ArchHost
import ArchLabBenchOptions
import ArchLabCLI
import ArchMetrics
import CMallocStats
import Foundation

/// `--scale N [--feature F]`: the scale runs of `mvp` and `mvvm-flow` on
/// every screen (or the one named) at N ÷ 100 cycles per scale scenario
/// (after a warm-up, the median of six runs: three just before the large
/// one, three just after) and at N, in one process: time per cycle (one
/// scenario, open to pop), malloc'd bytes the run keeps per cycle, against
/// two floors: the same steps on a view that does nothing (the host's own
/// share of a cycle) and a bare host rotate. Growth compares a cycle at the
/// end of the large run (the median of its last ten laps of N ÷ 100 cycles)
/// with the small runs: a cycle that gets dearer as cycles pile up shows
/// there, and a burst of the machine's noise in one lap does not.
struct ScaleRun {
  let cycles: Int
  /// Only this screen, when given.
  var feature: String?
  static let variants: [VariantID] = ["mvp", "mvvm-flow"]

  struct Row {
    var screen: String
    var variant: VariantID
    var small: Double  // µs per cycle at cycles / 100
    var large: Double  // µs per cycle at cycles
    var end: Double  // µs per cycle over the large run's last laps (their median)
    var bare: Double  // µs per cycle of the same steps on a bare view
    var bytesPerCycle: Double
  }

  func run(suite: FeatureSuite = .standard) throws(CommandLineError) -> Int32 {
    let features = try suite.screens(named: feature)
    let small = max(10, cycles / 100)
    printError("scale: floor (a bare host rotate), \(cycles) rotations…")
    let floor = bareRotate(count: cycles)
    var rows: [Row] = []
    for feature in features {
      let scenarios = LeakMatrix.scaleScenarios(of: feature)
      for variant in Self.variants where feature.variants.contains(where: { $0.id == variant }) {
        printError("scale: \(feature.name) / \(variant), \(scenarios.count) scenarios × \(small) and \(cycles) cycles…")
        // A warm-up first (the runtime's caches, the allocator's free
        // lists); then six small runs, three just before the large one and
        // three just after, and their median: the machine's speed drifts
        // over the large run's seconds, and bracketing it evens that out.
        _ = measure(feature, variant, scenarios, count: small)
        var smallTimes = (0..<3).map { _ in measure(feature, variant, scenarios, count: small).0 }
        let (largeTime, endTime, kept) = measureLaps(feature, variant, scenarios, count: cycles, lap: small)
        smallTimes += (0..<3).map { _ in measure(feature, variant, scenarios, count: small).0 }
        let smallTime = median(of: smallTimes) ?? .nan
        rows.append(Row(
          screen: feature.name, variant: variant, small: smallTime, large: largeTime, end: endTime,
          bare: bareCycle(feature, scenarios, count: cycles),
          bytesPerCycle: Double(kept) / Double(cycles * scenarios.count)))
      }
    }
    print(table(rows, floor: floor, small: small))
    return 0
  }

  /// µs per cycle over `scenarios`, each run `count` times, and the bytes
  /// still allocated after the last run while its report is kept.
  func measure(_ feature: AnyFeature, _ variant: VariantID, _ scenarios: [String], count: Int) -> (Double, Int) {
    let (perCycle, _, kept) = measureLaps(feature, variant, scenarios, count: count, lap: 0)
    return (perCycle, kept)
  }

  /// As ``measure``, and with a positive `lap`, µs per cycle at the end of
  /// each run too: the median of its last ten laps, a mean over the scenarios.
  func measureLaps(
    _ feature: AnyFeature, _ variant: VariantID, _ scenarios: [String], count: Int, lap: Int
  ) -> (perCycle: Double, atTheEnd: Double, kept: Int) {
    let clock = ContinuousClock()
    var elapsed = Duration.zero
    var kept = 0
    var endSeconds = 0.0
    for scenario in scenarios {
      let before = Int(cmallocstats_allocated_bytes())
      let start = clock.now
      let report = feature.cycles(scenario: scenario, variant: variant, count: count, lap: lap)
      elapsed += clock.now - start
      kept += Int(cmallocstats_allocated_bytes()) - before
      precondition(report?.mismatchedSteps == 0, "\(feature.name) / \(variant): \(scenario) mismatched at scale")
      endSeconds += median(of: Array(report?.lapSeconds.suffix(10) ?? [])) ?? .nan
    }
    let cycleCount = Double(count * scenarios.count)
    let atTheEnd = lap > 0 ? endSeconds * 1e6 / Double(lap * scenarios.count) : .nan
    return (elapsed.nanoseconds / 1e3 / cycleCount, atTheEnd, kept)
  }

  /// µs per cycle of `scenarios`' steps on a view that does nothing.
  func bareCycle(_ feature: AnyFeature, _ scenarios: [String], count: Int) -> Double {
    let clock = ContinuousClock()
    var elapsed = Duration.zero
    for scenario in scenarios {
      let start = clock.now
      feature.bareCycles(scenario: scenario, count: count)
      elapsed += clock.now - start
    }
    return elapsed.nanoseconds / 1e3 / Double(count * scenarios.count)
  }

  /// µs per rotation of a screen whose view does nothing: the host's own cost.
  func bareRotate(count: Int) -> Double {
    let host = AppHost()
    let screen = Screen(host: host, name: "bare") { BareView(context: $0) }
    screen.show()
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<count { screen.rotate() }
    let elapsed = clock.now - start
    screen.pop()
    return elapsed.nanoseconds / 1e3 / Double(count)
  }

  func table(_ rows: [Row], floor: Double, small: Int) -> String {
    var out = [
      "## Scale: a cycle of each scale scenario, mvp and mvvm-flow", "",
      String(
        format: "Floors: the same steps on a view that does nothing (bare cycle, per row), and a bare host rotate, "
          + "%.1f µs. Cycles: %d and %d per scenario. At the end: the median of the large run's last ten laps "
          + "of %d cycles; growth is that against the small runs.", floor, small, cycles, small), "",
      "| screen | variant | µs / cycle (\(small)) | µs / cycle (\(cycles)) | at the end | growth | bare cycle µs "
        + "| × bare cycle | × bare rotate | bytes kept / cycle |",
      "|:---|:---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows {
      out.append(
        "| \(row.screen) | \(row.variant) | "
          + String(
            format: "%.1f | %.1f | %.1f | %+.0f %% | %.1f | %.1f× | %.1f× | %.1f |", row.small, row.large, row.end,
            (row.end / row.small - 1) * 100, row.bare, row.large / row.bare, row.large / floor, row.bytesPerCycle))
    }
    let fast = rows.filter { $0.large <= 3 * $0.bare }.count
    let fastRotate = rows.filter { $0.large <= 3 * floor }.count
    let lean = rows.filter { $0.bytesPerCycle < 100 }.count
    let steady = rows.filter { abs($0.end / $0.small - 1) <= 0.2 }.count
    out.append("")
    out.append(
      "Targets: at most 3× the bare cycle: \(fast) of \(rows.count) rows (3× a bare rotate: \(fastRotate)); "
        + "under 100 bytes kept per cycle: \(lean) of \(rows.count); "
        + "the same cost per cycle at both sizes (± 20 %): \(steady) of \(rows.count).")
    return out.joined(separator: "\n") + "\n"
  }
}

/// A view that shows nothing: the floor of a rotate.
final class BareView: Sendable {
  init(context: ScreenContext) {}
}
