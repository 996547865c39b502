import ArchFeatures
import ArchFlow

/// The real time one scenario takes to run headless — a fresh host, fake
/// views, a virtual clock — over every scenario of a variant, repeated.
///
/// ```swift
/// let mvp = ScenarioTimings.measure(.standard, variant: .mvp, rounds: 5)
/// mvp.median / 1e6  // milliseconds per scenario
/// ```
public enum ScenarioTimings {
  /// Runs every scenario of every feature on `variant`, `rounds` times, and
  /// summarises the time of each run in nanoseconds.
  public static func measure(_ suite: FeatureSuite, variant: VariantID, rounds: Int) -> SampleSummary {
    checkUsage(rounds > 0, "ScenarioTimings needs at least one round, got \(rounds)")
    let clock = ContinuousClock()
    let cases = suite.cases(variant: variant)
    var samples: [Double] = []
    samples.reserveCapacity(cases.count * rounds)
    for _ in 0..<rounds {
      for test in cases {
        let start = clock.now
        _ = test.run()
        samples.append(CancellationTimings.nanoseconds(start.duration(to: clock.now)))
      }
    }
    return SampleSummary(samples)
  }
}
