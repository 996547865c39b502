import ArchFeatures
import ArchLabBenchOptions
import ArchMetrics
import CMallocStats
import Foundation

/// The second part of `--scale N`: on every screen, the screen of its first
/// scale scenario with a rotation, shown once and rotated N times (and, after
/// a warm-up, six times as often as a small run's cycles: three runs just
/// before, three just after, their median), against the floor the issue
/// names, a bare host rotate.
///
/// A rotation is the one step every variant does, and the only one a bare
/// screen does too, so its ratio compares like with like; and one screen
/// living through N rotations shows whether anything kept per screen grows
/// with its age. Timed as the cycles are: in laps of the small size, with a
/// lap of bare rotates after each, the floor's time and bytes left out.
struct ScaleRotationRun {
  let rotations: Int
  let features: [AnyFeature]

  struct Row {
    var screen: String
    var variant: VariantID
    var small: Double  // µs per rotation at rotations / 100
    var growth: Double  // a rotation at the end of the large run against the small runs, in bare rotates
    var large: Timing
    var bytesPerRotation: Double
  }

  /// µs per rotation over the whole run, in its median lap and the median
  /// of its last ten; the bare rotate's in its median lap and last ten; how
  /// much more the run holds with each rotation, while the screen lives.
  struct Timing {
    var mean = 0.0
    var typical = 0.0
    var atTheEnd = 0.0
    var bareRotate = 0.0
    var bareAtTheEnd = 0.0
    var keptPerRotation = Double.nan

    var endInBareRotates: Double { atTheEnd / bareAtTheEnd }
  }

  func rows(small: Int) -> [Row] {
    var rows: [Row] = []
    for feature in features {
      guard let scenario = LeakMatrix.scaleScenarios(of: feature).first(where: {
        (feature.rotationCount(in: $0) ?? 0) > 0
      }) else { continue }
      for variant in ScaleRun.variants where feature.variants.contains(where: { $0.id == variant }) {
        printError("scale: \(feature.name) / \(variant), one screen rotated \(small) and \(rotations) times…")
        let (smallRuns, large) = bracketed(
          small: { measure(feature, variant, scenario, count: small, lap: small) },
          large: { measure(feature, variant, scenario, count: rotations, lap: small) })
        rows.append(Row(
          screen: feature.name, variant: variant, small: median(of: smallRuns.map(\.atTheEnd)) ?? .nan,
          growth: large.endInBareRotates / (median(of: smallRuns.map(\.endInBareRotates)) ?? .nan) - 1,
          large: large, bytesPerRotation: large.keptPerRotation))
      }
    }
    return rows
  }

  /// `count` rotations of one screen of `scenario` in laps of `lap`, with a
  /// lap of bare rotates after each.
  func measure(_ feature: AnyFeature, _ variant: VariantID, _ scenario: String, count: Int, lap: Int) -> Timing {
    let clock = ContinuousClock()
    let floors = ScaleFloors()
    var bareLaps: [Double] = []
    var held: [Int] = []
    let start = clock.now
    let report = feature.rotations(scenario: scenario, variant: variant, count: count, lap: lap) {
      held.append(ScaleFloors.bytesHeld(besides: floors))
      bareLaps.append(floors.rotateLap(rotations: lap))
    }
    var timing = Timing()
    // The floor's time is not the run's.
    let elapsed = clock.now - start - floors.time
    timing.keptPerRotation = ScaleFloors.growth(of: held, per: lap)
    precondition(report?.mismatchedSteps == 0, "\(feature.name) / \(variant): \(scenario) mismatched at scale")
    let laps = report?.lapSeconds ?? []
    let perLapRotation = 1e6 / Double(lap)
    timing.mean = elapsed.nanoseconds / 1e3 / Double(count)
    timing.typical = (median(of: laps) ?? .nan) * perLapRotation
    timing.atTheEnd = (median(of: Array(laps.suffix(10))) ?? .nan) * perLapRotation
    timing.bareRotate = (median(of: bareLaps) ?? .nan) * 1e6
    timing.bareAtTheEnd = (median(of: Array(bareLaps.suffix(10))) ?? .nan) * 1e6
    return timing
  }

  func table(_ rows: [Row], small: Int) -> String {
    var out = [
      "## Scale: one screen rotated again and again, mvp and mvvm-flow", "",
      "On each screen, its first scale scenario with a rotation: the screen shown once, its steps up to the "
        + "rotation done, then rotated \(small) and \(rotations) times, every rotation checked against the frame "
        + "the scenario expects. Timed in laps of \(small), with a lap of bare host rotates (a screen whose "
        + "view does nothing) after each; the ratio is the large run's median lap against the bare rotate's. "
        + "At the end: the median of the large run's last ten laps; growth is that against the small runs, "
        + "each in bare rotates timed beside it. Bytes kept: what the malloc'd bytes the run holds grew by "
        + "from the end of its first lap to the end of its last, per rotation, the floor's left out.", "",
      "| screen | variant | µs / rotation (\(small)) | µs / rotation (\(rotations)) | median lap | at the end "
        + "| growth | bare rotate µs | × bare rotate | bytes kept / rotation |",
      "|:---|:---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows {
      let large = row.large
      out.append(
        "| \(row.screen) | \(row.variant) | "
          + String(
            format: "%.2f | %.2f | %.2f | %.2f | %+.0f %% | %.2f | %.1f× | %.1f |", row.small, large.mean,
            large.typical, large.atTheEnd, row.growth * 100, large.bareRotate, large.typical / large.bareRotate,
            row.bytesPerRotation))
    }
    let fast = rows.filter { $0.large.typical <= 3 * $0.large.bareRotate }.count
    let lean = rows.filter { $0.bytesPerRotation < 100 }.count
    let steady = rows.filter { abs($0.growth) <= 0.2 }.count
    out.append("")
    out.append(
      "Targets: at most 3× a bare rotate: \(fast) of \(rows.count) rows; "
        + "under 100 bytes kept per rotation: \(lean) of \(rows.count); "
        + "the same cost per rotation at both sizes (± 20 %): \(steady) of \(rows.count).")
    return out.joined(separator: "\n") + "\n"
  }
}
