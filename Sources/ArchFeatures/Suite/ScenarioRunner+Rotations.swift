import ArchFlow
import ArchHost

extension ScenarioRunner {
  /// Shows `scenario`'s screen once, does its steps up to its first rotate,
  /// then rotates that one screen `count` times, as a user turning the
  /// phone again and again; then tears down once and reads the probes.
  /// Every step is checked, and every rotation against what the scenario
  /// expects after its rotate: ``CycleReport/mismatchedSteps``. The
  /// report's cycles are the rotations.
  ///
  /// Requests are checked up to and including the first rotation: a
  /// variant that reloads on rotation asks again each time (they add up in
  /// ``CycleReport/requests``). A step that cannot run (the view is not
  /// where the step needs it) counts as mismatched, and so does each
  /// rotation that then cannot run. The screen's render log keeps its last
  /// ``/ArchHost/RenderLog/defaultFrameLimit`` frames, as a screen of yours does, so
  /// a long run keeps no more than a short one.
  ///
  /// ```swift
  /// let report = ScenarioRunner.rotations(Search.scenarios[3], on: mvp, count: 10_000)
  /// report.probes.liveSubscriptions  // 0; a leaky view leaks once per rotation
  /// ```
  ///
  /// With a positive `lap`, ``CycleReport/lapSeconds`` times each `lap`
  /// rotations in turn, and `afterLap` runs after each, outside their time,
  /// as in ``cycles(_:on:count:lap:afterLap:)``.
  ///
  /// - Precondition: `scenario` has a rotate step, and `count` is positive.
  public static func rotations<F: Feature>(
    _ scenario: Scenario<F>, on variant: Variant<F>, count: Int, lap: Int = 0, afterLap: () -> Void = {}
  ) -> CycleReport {
    checkUsage(count > 0, "rotations(count:) needs at least one rotation, got \(count)")
    checkUsage(lap >= 0, "rotations(lap:) needs a lap of 0 (none) or more rotations, got \(lap)")
    guard let rotateIndex = scenario.steps.firstIndex(where: \.action.isRotate)
    else { usageFailure("rotations(_:) needs a scenario with a rotate step; '\(scenario.name)' has none") }
    // The default log, as a screen of the user's keeps: the bytes per
    // rotation show whether what it keeps grows with the screen's age.
    var run = Run<F>(variant: variant)
    var mismatches = 0
    var expected: Expectation<F.Frame> = .noView
    for step in scenario.steps[..<rotateIndex] {
      expected = step.expected(for: variant.traits, after: expected)
      if run.refusal(of: step.action) != nil {
        // A scenario that cannot reach its rotation: no rotation can run.
        return report(of: run, scenario, variant, count, mismatches: mismatches + 1 + count, laps: [], popSeconds: [])
      }
      if !run.check(step.action, expecting: expected) { mismatches += 1 }
    }
    let rotated = scenario.steps[rotateIndex].expected(for: variant.traits, after: expected)
    // Later rotations of a variant that reloads make requests of their own.
    let framed = Expectation<F.Frame>(rotated.frame, requests: nil)
    var laps = LapTimer(lap: lap)
    for rotation in 0..<count {
      if run.refusal(of: .rotate) != nil {
        mismatches += count - rotation
        break
      }
      if !run.check(.rotate, expecting: rotation == 0 ? rotated : framed) { mismatches += 1 }
      laps.cycleEnded(rotation, then: afterLap)
    }
    let clock = ContinuousClock()
    let start = clock.now
    if run.screen.view != nil { run.screen.pop() }
    let pop = Run<F>.seconds(start.duration(to: clock.now))
    return report(of: run, scenario, variant, count, mismatches: mismatches, laps: laps.seconds, popSeconds: [pop])
  }

  private static func report<F: Feature>(
    of run: Run<F>, _ scenario: Scenario<F>, _ variant: Variant<F>, _ count: Int, mismatches: Int, laps: [Double],
    popSeconds: [Double]
  ) -> CycleReport {
    CycleReport(
      feature: F.name, scenario: scenario.name, variant: variant.id, cycles: count,
      requests: run.requestsStarted, mismatchedSteps: mismatches, popSeconds: popSeconds,
      lapSeconds: laps, probes: run.tearDown()
    )
  }
}
