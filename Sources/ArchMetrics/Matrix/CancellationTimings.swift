import ArchFlow
import ArchHost

/// The real-time cost of cancelling a subscription, callback-based vs
/// task-based: what a pop pays per binding.
///
/// A callback subscription is cancelled by `cancel()`: the time of that
/// call. A task-based one (`for await` over `values`) ends when its task
/// has been cancelled and has run to the end: the time of `cancel()` plus
/// the host settling until the task is gone.
///
/// ```swift
/// let rows = CancellationTimings.measure(runs: 1_000)
/// rows[0].nanoseconds.median  // callback
/// ```
public enum CancellationTimings {
  /// Times `runs` cancellations of each kind, after a warm-up.
  public static func measure(runs: Int) -> [TimingRow] {
    checkUsage(runs > 0, "CancellationTimings needs at least one run, got \(runs)")
    _ = callbackSamples(runs: min(runs, 100))
    _ = taskSamples(runs: min(runs, 100))
    return [
      TimingRow(name: "cancel a callback subscription", nanoseconds: SampleSummary(callbackSamples(runs: runs))),
      TimingRow(name: "cancel a task-based subscription", nanoseconds: SampleSummary(taskSamples(runs: runs))),
    ]
  }

  static func callbackSamples(runs: Int) -> [Double] {
    let clock = ContinuousClock()
    let flow = MutableStateFlow(0, ledger: SubscriptionLedger())
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
      let token = flow.subscribe { _ in }
      let start = clock.now
      token.cancel()
      samples.append(nanoseconds(start.duration(to: clock.now)))
    }
    return samples
  }

  static func taskSamples(runs: Int) -> [Double] {
    let clock = ContinuousClock()
    let host = AppHost()
    let flow = host.withLedger { MutableStateFlow(0) }
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs {
      let token = host.launch("timed.values") {
        for await _ in flow.values {}
      }
      host.settle()
      let start = clock.now
      token.cancel()
      host.settle()
      samples.append(nanoseconds(start.duration(to: clock.now)))
      checkUsage(host.tasks.labels.isEmpty, "the consuming task did not end after cancel and settle")
    }
    return samples
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) * 1e-9
  }
}
