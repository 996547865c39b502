import ArchFlow
import ArchHost

extension ScenarioRunner {
  /// Runs `scenario` `count` times on one host, each time on a newly
  /// opened screen with fresh fakes, as a user opening the same screen again
  /// and again; then tears down once and reads the probes. Every step of
  /// every cycle is checked against the scenario: ``CycleReport/mismatchedSteps``.
  ///
  /// Leaks accumulate across cycles, so a variant that leaks shows figures
  /// that grow with `count`, and a disciplined one stays at zero.
  ///
  /// ```swift
  /// let report = ScenarioRunner.cycles(Search.scenarios[3], on: leaky, count: 100)
  /// report.probes.liveSubscriptions  // 100 × what one cycle leaks
  /// ```
  ///
  /// With a positive `lap`, the report's ``CycleReport/lapSeconds`` holds
  /// the real time of each `lap` cycles in turn: whether a cycle gets dearer
  /// as cycles pile up, told from the run's last laps against its first.
  /// `afterLap` runs after each lap, outside its time: a floor timed there
  /// sees the machine as the laps beside it did, so their ratio holds even
  /// while the machine's speed drifts.
  public static func cycles<F: Feature>(
    _ scenario: Scenario<F>, on variant: Variant<F>, count: Int, lap: Int = 0, afterLap: () -> Void = {}
  ) -> CycleReport {
    checkUsage(count > 0, "cycles(count:) needs at least one cycle, got \(count)")
    checkUsage(lap >= 0, "cycles(lap:) needs a lap of 0 (none) or more cycles, got \(lap)")
    var run = Run<F>(variant: variant)
    var mismatches = 0
    var popSeconds: [Double] = []
    let clock = ContinuousClock()
    // The same every cycle, so worked out once.
    var previous: Expectation<F.Frame> = .noView
    let expectations = scenario.steps.map { step in
      previous = step.expected(for: variant.traits, after: previous)
      return previous
    }
    var laps = LapTimer(lap: lap)
    for cycle in 0..<count {
      if cycle > 0 { run.reopen() }
      // By index, not zip: in this unspecialised loop every zip step asks
      // the runtime for its iterator's type.
      for index in scenario.steps.indices {
        let step = scenario.steps[index]
        let expected = expectations[index]
        if run.refusal(of: step.action) != nil {
          mismatches += 1
          break
        }
        let start = clock.now
        let matches = run.check(step.action, expecting: expected)
        if case .pop = step.action { popSeconds.append(Run<F>.seconds(start.duration(to: clock.now))) }
        if !matches { mismatches += 1 }
      }
      if run.screen.view != nil { run.screen.pop() }
      laps.cycleEnded(cycle, then: afterLap)
    }
    return CycleReport(
      feature: F.name, scenario: scenario.name, variant: variant.id, cycles: count,
      requests: run.requestsStarted, mismatchedSteps: mismatches, popSeconds: popSeconds,
      lapSeconds: laps.seconds, probes: run.tearDown()
    )
  }
}
