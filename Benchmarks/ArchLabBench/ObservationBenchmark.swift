import Observation

/// The Observation framework's cost per change with one observer, re-armed
/// the standard way: tracking is one-shot, so `onChange` registers again.
enum ObservationBenchmark {
  static func make(baseline: String) -> Benchmark {
    let loop = ObservationLoop()
    loop.arm()
    return Benchmark(
      name: "Observation.emit (1 observer)", unit: "ns/emit", baseline: baseline,
      body: .sync { iterations in
        let model = loop.model
        var next = model.value
        let start = ContinuousClock.now
        for _ in 0..<iterations {
          next &+= 1
          model.value = next
        }
        let elapsed = ContinuousClock.now - start
        Tally.flush()
        return elapsed
      })
  }
}

/// `@unchecked Sendable`: only the benchmark's thread touches it; the
/// observer's `onChange` must be `@Sendable` and captures it.
@Observable
final class ObservedCounter: @unchecked Sendable {
  var value = 0
}

/// `@unchecked Sendable` for the same reason as ``ObservedCounter``.
final class ObservationLoop: @unchecked Sendable {
  let model = ObservedCounter()

  func arm() {
    let seen = withObservationTracking {
      model.value
    } onChange: { [self] in
      Tally.add(1)
      arm()
    }
    Tally.add(seen)
  }
}
