import ArchLabBenchOptions
import ArchLabCLI

/// One measurement: a name, a unit, the row it is compared with, and a body.
struct Benchmark {
  enum Body {
    /// Runs `iterations` operations on the calling thread and returns the
    /// time they took; setup stays outside the timed span.
    case sync((_ iterations: Int) -> Duration)
    /// Same, for work that needs tasks (setup and teardown untimed).
    case async((_ iterations: Int) async -> Duration)
    /// One sample of a quantity that needs no calibration (bytes).
    case measured(() -> Double)
  }

  /// Reads `Subject.operation (variant)`.
  let name: String
  let unit: String
  /// The row this one is divided by, or nil for a baseline.
  let baseline: String?
  let body: Body
}

/// How long and how often to measure.
struct RunConfiguration {
  /// Samples per benchmark, taken round-robin across benchmarks.
  let samples: Int
  /// Calibration doubles the iteration count until a sample takes this long.
  let minimumSampleTime: Duration
  let isQuick: Bool

  static let full = RunConfiguration(samples: 21, minimumSampleTime: .milliseconds(50), isQuick: false)
  static let quick = RunConfiguration(samples: 3, minimumSampleTime: .milliseconds(1), isQuick: true)
}

/// The samples of one benchmark, in its unit per operation.
struct Measurement {
  let benchmark: Benchmark
  var samples: [Double] = []
  var iterations = 0

  var median: Double { ArchLabBenchOptions.median(of: samples) ?? .nan }
  var min: Double { samples.min() ?? .nan }
  var max: Double { samples.max() ?? .nan }
}

/// Calibrates every benchmark, then takes samples round-robin: one sample of
/// each benchmark per round, so noise on the machine (other processes on
/// shared cores, frequency changes) lands on all of them alike instead of
/// on whichever benchmark happened to be running.
@MainActor
struct BenchmarkRunner {
  let configuration: RunConfiguration
  let progress: (String) -> Void

  func run(_ benchmarks: [Benchmark]) async -> [Measurement] {
    var measurements = benchmarks.map { Measurement(benchmark: $0) }
    for index in measurements.indices {
      progress("[\(index + 1)/\(benchmarks.count)] \(benchmarks[index].name)…")
      measurements[index].iterations = await calibrate(benchmarks[index].body)
    }
    let started = ContinuousClock.now
    for round in 0..<configuration.samples {
      let count = "round (\(round + 1) of \(configuration.samples))"
      progress(count + TimeLeft.suffix(for: count, elapsed: ContinuousClock.now - started))
      // Rotate the starting point so no benchmark always runs first.
      for offset in measurements.indices {
        let index = (round + offset) % measurements.count
        let sample = await sample(benchmarks[index].body, iterations: measurements[index].iterations)
        measurements[index].samples.append(sample)
      }
    }
    return measurements
  }

  /// Doubles the iteration count from 1 until one run takes at least the
  /// minimum sample time; the runs on the way up are the warm-up, and one
  /// more run at the final count follows before any sample is kept.
  private func calibrate(_ body: Benchmark.Body) async -> Int {
    var iterations = 1
    while true {
      let elapsed: Duration
      switch body {
      case .sync(let run): elapsed = run(iterations)
      case .async(let run): elapsed = await run(iterations)
      case .measured(let measure):
        _ = measure()  // warm-up: fills malloc's free lists and caches
        return 1
      }
      if elapsed >= configuration.minimumSampleTime || iterations >= 1 << 40 { break }
      iterations *= 2
    }
    _ = await sample(body, iterations: iterations)
    return iterations
  }

  private func sample(_ body: Benchmark.Body, iterations: Int) async -> Double {
    switch body {
    case .sync(let run): return run(iterations).nanoseconds / Double(iterations)
    case .async(let run): return await run(iterations).nanoseconds / Double(iterations)
    case .measured(let measure): return measure()
    }
  }
}

extension Duration {
  var nanoseconds: Double {
    Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
  }
}
