import ArchFeatures

/// Leaks and cancellation for every feature × variant of a suite: each
/// variant's scenarios, then its rotation mid-flight scenario run `cycles`
/// times on one host (open → act → rotate → pop).
///
/// ```swift
/// let rows = LeakMatrix.measure(.standard, cycles: 100) { print($0) }
/// rows.filter { $0.variant == "mvp-leaky" }.map(\.liveSubscriptions)  // grows with cycles
/// ```
public enum LeakMatrix {
  /// Cycles used to count the requests a rotation costs (deterministic, so few are enough).
  static let duplicateCycles = 3

  /// Measures every pair, optionally narrowed to one feature and to some
  /// variants (all when `variants` is empty).
  /// `progress` gets a line per pair, for stderr.
  public static func measure(
    _ suite: FeatureSuite, cycles: Int, feature: String? = nil, variants: [VariantID] = [],
    progress: (String) -> Void = { _ in }
  ) -> [MatrixRow] {
    precondition(cycles > 0, "LeakMatrix needs at least one cycle, got \(cycles)")
    var rows: [MatrixRow] = []
    for entry in suite.features where feature == nil || entry.name == feature {
      for info in entry.variants where variants.isEmpty || variants.contains(info.id) {
        progress("\(entry.name) / \(info.id)")
        rows.append(measure(entry, info.id, cycles: cycles))
      }
    }
    return rows
  }

  static func measure(_ feature: AnyFeature, _ variant: VariantID, cycles: Int) -> MatrixRow {
    let reports = feature.scenarios.compactMap { feature.run(scenario: $0, variant: variant) }
    let rotation = scenario(of: feature, covering: .rotationMidFlight)
    let popMidFlight = scenario(of: feature, covering: .popMidFlight)
    let scale = rotation.flatMap { feature.cycles(scenario: $0, variant: variant, count: cycles) }
    let idle = popMidFlight.flatMap { name in reports.first { $0.scenario == name } }?.probes.upstreamIdleAfter
    return MatrixRow(
      feature: feature.name, variant: variant.rawValue, scenarios: reports.count,
      passed: reports.filter(\.passed).count,
      liveSubscriptions: scale?.probes.liveSubscriptions ?? 0, liveTasks: scale?.probes.liveTasks.count ?? 0,
      objectsAlive: scale?.probes.objectsAlive.count ?? 0,
      rendersAfterDestroy: scale?.probes.rendersAfterDestroy ?? 0,
      completedForNobody: (scale?.probes.requestsCompletedForNobody ?? 0)
        + reports.map(\.probes.requestsCompletedForNobody).reduce(0, +),
      duplicateRequestsPerRotation: rotation.map { duplicates(feature, $0, variant) } ?? 0,
      upstreamIdleAfterPop: idle,
      popLatency: SampleSummary((scale?.popSeconds ?? []).map { $0 * 1e9 })
    )
  }

  /// Extra requests per rotation: the scenario with and without its
  /// rotations. A rotation that loses work instead (fewer requests, as
  /// MVC's search forgets its query) counts 0: a lost request is not a
  /// duplicate, and the scenario's frames already declare the loss.
  static func duplicates(_ feature: AnyFeature, _ scenario: String, _ variant: VariantID) -> Double {
    guard
      let with = feature.cycles(scenario: scenario, variant: variant, count: duplicateCycles),
      let without = feature.cycles(scenario: scenario, variant: variant, count: duplicateCycles, withoutRotations: true),
      let rotations = feature.rotationCount(in: scenario), rotations > 0
    else { return 0 }
    return Double(max(0, with.requests - without.requests)) / Double(duplicateCycles * rotations)
  }

  static func scenario(of feature: AnyFeature, covering coverage: ScenarioCoverage) -> String? {
    zip(feature.scenarios, feature.coverage).first { $0.1.contains(coverage) }?.0
  }
}
