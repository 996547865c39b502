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
/// scenario, open to pop), how much more malloc'd memory the run holds
/// with each cycle while it runs, against
/// two floors: the same steps on a view that does nothing (the host's own
/// share of a cycle) and a bare host rotate. Then, in ``ScaleRotationRun``,
/// one screen per variant rotated N times against the bare rotate.
///
/// Every run is timed in laps of the small size (a small run is one lap),
/// and a lap of each floor runs after each lap. The
/// ratios compare the large run's median lap with the floors' median laps,
/// taken at the same moments. Growth compares a cycle at the end of the
/// large run (the median of its last ten laps) with the small runs, each
/// counted in bare cycles timed beside it. So a cycle that gets dearer as
/// cycles pile up shows, and the machine's speed, which drifts by a fifth
/// or more over seconds here, does not.
struct ScaleRun {
  let cycles: Int
  /// Only this screen, when given.
  var feature: String?
  static let variants: [VariantID] = ["mvp", "mvvm-flow"]

  struct Row {
    var screen: String
    var variant: VariantID
    var small: Double  // µs per cycle at cycles / 100
    var growth: Double  // a cycle at the end of the large run against the small runs, in bare cycles
    var large: Timing  // at cycles
    var bytesPerCycle: Double
  }

  /// A run's µs per cycle over the whole run, in its median lap and in the
  /// median of its last ten; the floors' µs per cycle beside it, in their
  /// median lap and the median of their last ten. Means over the
  /// scenarios, but for the rotate: per rotation. And how much more the
  /// run holds with each cycle.
  struct Timing {
    var mean = 0.0
    var typical = 0.0
    var atTheEnd = 0.0
    var bareCycle = 0.0
    var bareAtTheEnd = 0.0
    var bareRotate = 0.0
    /// How much more the run held with each cycle, between its first lap's
    /// end and its last's, the floors' bytes left out; a mean over the scenarios.
    var keptPerCycle = 0.0

    /// A cycle at the end of the run in bare cycles timed beside it: a
    /// figure the machine's speed, which drifts, moves much less.
    var endInBareCycles: Double { atTheEnd / bareAtTheEnd }
  }

  func run(suite: FeatureSuite = .standard) throws(CommandLineError) -> Int32 {
    let features = try suite.screens(named: feature)
    let small = min(cycles, max(10, cycles / 100))
    var rows: [Row] = []
    for feature in features {
      let scenarios = LeakMatrix.scaleScenarios(of: feature)
      for variant in Self.variants where feature.variants.contains(where: { $0.id == variant }) {
        printError("scale: \(feature.name) / \(variant), \(scenarios.count) scenarios × \(small) and \(cycles) cycles…")
        // Each small run is one lap, so it is timed as the large run's laps
        // are: without making the run and tearing it down.
        let (smallRuns, large) = bracketed(
          small: { measure(feature, variant, scenarios, count: small, lap: small) },
          large: { measure(feature, variant, scenarios, count: cycles, lap: small) })
        rows.append(Row(
          screen: feature.name, variant: variant, small: median(of: smallRuns.map(\.atTheEnd)) ?? .nan,
          growth: large.endInBareCycles / (median(of: smallRuns.map(\.endInBareCycles)) ?? .nan) - 1,
          large: large, bytesPerCycle: large.keptPerCycle))
      }
    }
    print(table(rows, small: small))
    let rotationRun = ScaleRotationRun(rotations: cycles, features: features)
    print(rotationRun.table(rotationRun.rows(small: small), small: small))
    return 0
  }

  /// µs per cycle over `scenarios`, each run `count` times in laps of
  /// `lap` cycles with a lap of the floors after each, and how much more
  /// malloc'd memory the runs held with each cycle (a mean over the
  /// scenarios), read between laps while each run lives.
  func measure(
    _ feature: AnyFeature, _ variant: VariantID, _ scenarios: [String], count: Int, lap: Int
  ) -> Timing {
    let clock = ContinuousClock()
    let floors = ScaleFloors()
    var elapsed = Duration.zero
    var timing = Timing()
    for scenario in scenarios {
      var bareLaps: [Double] = []
      var held: [Int] = []
      let floorTime = floors.time
      let start = clock.now
      let report = feature.cycles(scenario: scenario, variant: variant, count: count, lap: lap) {
        held.append(ScaleFloors.bytesHeld(besides: floors))
        bareLaps.append(floors.lap(feature, scenario, cycles: lap))
      }
      // The floors' time is not the run's.
      elapsed += clock.now - start - (floors.time - floorTime)
      timing.keptPerCycle += ScaleFloors.growth(of: held, per: lap) / Double(scenarios.count)
      precondition(report?.mismatchedSteps == 0, "\(feature.name) / \(variant): \(scenario) mismatched at scale")
      let laps = report?.lapSeconds ?? []
      timing.typical += median(of: laps) ?? .nan
      timing.atTheEnd += median(of: Array(laps.suffix(10))) ?? .nan
      timing.bareCycle += median(of: bareLaps) ?? .nan
      timing.bareAtTheEnd += median(of: Array(bareLaps.suffix(10))) ?? .nan
    }
    let perCycle = 1e6 / Double(count * scenarios.count)
    let perLapCycle = 1e6 / Double(lap * scenarios.count)
    timing.mean = elapsed.nanoseconds / 1e9 * perCycle
    timing.typical *= perLapCycle
    timing.atTheEnd *= perLapCycle
    timing.bareCycle *= perLapCycle
    timing.bareAtTheEnd *= perLapCycle
    timing.bareRotate = (median(of: floors.rotateLaps) ?? .nan) * 1e6
    return timing
  }

  func table(_ rows: [Row], small: Int) -> String {
    var out = [
      "## Scale: a cycle of each scale scenario, mvp and mvvm-flow", "",
      "Cycles: \(small) and \(cycles) per scenario, timed in laps of \(small) (a small run is one lap), and "
        + "after each lap, a lap of each floor: the same steps on a view that does nothing (bare cycle) and a "
        + "bare host rotate. The floors are their median laps, and the ratios the large run's median lap "
        + "against them. At the end: the median of the large run's last ten laps; growth is that against the "
        + "small runs, each in bare cycles timed beside it. Bytes kept: what the malloc'd bytes a run holds "
        + "grew by from the end of its first lap to the end of its last, per cycle, the floors' left out.", "",
      "| screen | variant | µs / cycle (\(small)) | µs / cycle (\(cycles)) | median lap | at the end | growth "
        + "| bare cycle µs | bare rotate µs | × bare cycle | × bare rotate | bytes kept / cycle |",
      "|:---|:---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows {
      let large = row.large
      out.append(
        "| \(row.screen) | \(row.variant) | "
          + String(
            format: "%.1f | %.1f | %.1f | %.1f | %+.0f %% | %.1f | %.1f | %.1f× | %.1f× | %.1f |", row.small,
            large.mean, large.typical, large.atTheEnd, row.growth * 100, large.bareCycle,
            large.bareRotate, large.typical / large.bareCycle, large.typical / large.bareRotate, row.bytesPerCycle))
    }
    let lean = rows.filter { $0.bytesPerCycle < 100 }.count
    let steady = rows.filter { abs($0.growth) <= 0.2 }.count
    out.append("")
    out.append(
      "Targets: under 100 bytes kept per cycle: \(lean) of \(rows.count) rows; "
        + "the same cost per cycle at both sizes (± 20 %): \(steady) of \(rows.count).")
    out.append("")
    out.append(
      "At most 3× a bare rotate is the rotations' target (below), not a cycle's: a cycle is several host "
        + "steps, and its bare cycle alone is \(span(rows.map { $0.large.bareCycle / $0.large.bareRotate })) a "
        + "bare rotate. A cycle is \(span(rows.map { $0.large.typical / $0.large.bareCycle })) its bare cycle and "
        + "\(span(rows.map { $0.large.typical / $0.large.bareRotate })) a bare rotate.")
    return out.joined(separator: "\n") + "\n"
  }

  /// `"2.2–2.6×"`: the smallest and largest of `ratios`.
  private func span(_ ratios: [Double]) -> String {
    guard let low = ratios.min(), let high = ratios.max() else { return "n/a" }
    let (from, to) = (String(format: "%.1f", low), String(format: "%.1f", high))
    return from == to ? "\(from)×" : "\(from)–\(to)×"
  }
}
