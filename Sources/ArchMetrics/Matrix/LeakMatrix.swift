import ArchFeatures
import ArchFlow

/// Leaks and cancellation for every feature × variant of a suite: each
/// variant's scenarios, then a scale run of every scenario kind that can
/// leak (rotation, pop mid-flight, background, process death), each run
/// `cycles` times on one host (open → act → pop, again and again).
///
/// A row passes only when every scenario passed and no step of a scale or
/// duplicate-counting run mismatched: a variant that breaks only when the
/// screen is opened again is not called clean.
///
/// ```swift
/// let rows = LeakMatrix.measure(.standard, cycles: 100) { print($0) }
/// rows.filter { $0.variant == "mvp-leaky" }.map(\.liveSubscriptions)  // grows with cycles
/// ```
public enum LeakMatrix {
  /// Cycles used to count the requests a rotation costs (deterministic, so few are enough).
  static let duplicateCycles = 3

  /// The scenario kinds whose first scenario gets a scale run, in order.
  public static let scaleKinds: [ScenarioCoverage] = [.rotationMidFlight, .popMidFlight, .background, .processDeath]

  /// Measures every pair, optionally narrowed to one feature and to some
  /// variants (all when `variants` is empty).
  /// `progress` gets a line per pair, for stderr: `"search / mvp (3 of 84)"`,
  /// and in a long run, the pair's cycles as they go:
  /// `"search / mvp-leaky (3 of 84), cycle 400 of 4000"`.
  public static func measure(
    _ suite: FeatureSuite, cycles: Int, feature: String? = nil, variants: [VariantID] = [],
    progress: (String) -> Void = { _ in }
  ) -> [MatrixRow] {
    checkUsage(cycles > 0, "LeakMatrix needs at least one cycle, got \(cycles)")
    let pairs = suite.features.filter { feature == nil || $0.name == feature }.flatMap { entry in
      entry.variants.filter { variants.isEmpty || variants.contains($0.id) }.map { (entry, $0.id) }
    }
    return pairs.enumerated().map { index, pair in
      let line = "\(pair.0.name) / \(pair.1) (\(index + 1) of \(pairs.count))"
      progress(line)
      return measure(pair.0, pair.1, cycles: cycles) { done, total in
        progress("\(line), cycle \(done) of \(total)")
      }
    }
  }

  /// Cycles below which a pair reports no progress of its own: it is over
  /// in a blink.
  static let cycleProgressThreshold = 100

  static func measure(
    _ feature: AnyFeature, _ variant: VariantID, cycles: Int,
    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) -> MatrixRow {
    let reports = feature.scenarios.compactMap { feature.run(scenario: $0, variant: variant) }
    let scaled = scaleScenarios(of: feature)
    let allCycles = scaled.count * cycles
    // About fifty updates a pair, each after a lap of cycles (timed laps cost nothing here).
    let lap = cycles >= cycleProgressThreshold ? min(cycles, max(1, allCycles / 50)) : 0
    let scale = scaled.enumerated().compactMap { index, scenario in
      var done = index * cycles
      let report = feature.cycles(scenario: scenario, variant: variant, count: cycles, lap: lap) {
        done = min(done + lap, (index + 1) * cycles)
        progress(done, allCycles)
      }
      if lap > 0 { progress((index + 1) * cycles, allCycles) }  // the last lap may be short
      return report
    }
    let rotation = scenario(of: feature, covering: .rotationMidFlight)
    let repeated = rotation.flatMap { duplicates(feature, $0, variant) }
    let popMidFlight = scenario(of: feature, covering: .popMidFlight)
    let idle = popMidFlight.flatMap { name in reports.first { $0.scenario == name } }?.probes.upstreamIdleAfter
    let atScale = scale.map(\.probes)
    let everyRun = reports.map(\.probes) + atScale
    var row = MatrixRow(
      feature: feature.name, variant: variant.rawValue, scenarios: reports.count,
      passed: reports.filter(\.passed).count, failedScenarios: reports.filter { !$0.passed }.map(\.scenario),
      mismatchedSteps: scale.map(\.mismatchedSteps).reduce(0, +) + (repeated?.mismatchedSteps ?? 0),
      scaleScenarios: scale.map(\.scenario),
      liveSubscriptions: total(atScale) { $0.liveSubscriptions }, liveTasks: total(atScale) { $0.liveTasks.count },
      objectsAlive: total(atScale) { $0.objectsAlive.count },
      rendersAfterDestroy: total(atScale) { $0.rendersAfterDestroy },
      completedForNobody: total(everyRun) { $0.requestsCompletedForNobody },
      completedStale: total(everyRun) { $0.requestsCompletedStale },
      stillInFlight: total(everyRun) { $0.requestsInFlight },
      duplicateRequestsPerRotation: repeated?.perRotation ?? 0,
      upstreamIdleAfterPop: idle,
      popLatency: SampleSummary(scale.flatMap(\.popSeconds).map { $0 * 1e9 })
    )
    row.leaksOnPurpose = feature.variant(variant)?.traits.contains(.leaksOnPurpose)
    return row
  }

  static func total(_ runs: [ProbeSummary], _ figure: (ProbeSummary) -> Int) -> Int {
    runs.reduce(0) { $0 + figure($1) }
  }

  /// The first scenario of each of ``scaleKinds``, without repeats: the
  /// scenarios a scale run repeats.
  ///
  /// ```swift
  /// LeakMatrix.scaleScenarios(of: suite.feature(named: "search")!)  // ["rotation keeps …", …]
  /// ```
  public static func scaleScenarios(of feature: AnyFeature) -> [String] {
    var names: [String] = []
    for kind in scaleKinds {
      if let name = scenario(of: feature, covering: kind), !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// Extra requests per rotation: the scenario with and without its
  /// rotations. A rotation that loses work instead (fewer requests, as
  /// MVC's search forgets its query) counts 0: a lost request is not a
  /// duplicate, and the scenario's frames already declare the loss. The
  /// run with rotations must show the scenario's frames; the run without
  /// them only counts requests: its steps are not the scenario's, so the
  /// frames the scenario declares after a rotation do not apply to it.
  static func duplicates(_ feature: AnyFeature, _ scenario: String, _ variant: VariantID)
    -> (perRotation: Double, mismatchedSteps: Int)?
  {
    guard
      let with = feature.cycles(scenario: scenario, variant: variant, count: duplicateCycles),
      let without = feature.cycles(
        scenario: scenario, variant: variant, count: duplicateCycles, withoutRotations: true),
      let rotations = feature.rotationCount(in: scenario), rotations > 0
    else { return nil }
    let perRotation = Double(max(0, with.requests - without.requests)) / Double(duplicateCycles * rotations)
    return (perRotation, with.mismatchedSteps)
  }

  static func scenario(of feature: AnyFeature, covering coverage: ScenarioCoverage) -> String? {
    zip(feature.scenarios, feature.coverage).first { $0.1.contains(coverage) }?.0
  }
}
