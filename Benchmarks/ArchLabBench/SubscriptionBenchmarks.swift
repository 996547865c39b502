import ArchFlow
import CMallocStats

/// Subscribe + cancel, next to a crowd of other subscribers or alone, and
/// the memory a live subscription takes.
enum SubscriptionBenchmarks {
  static func rawSubscribeCancel(others: Int) -> Benchmark {
    let subject = RawSubject(0)
    for _ in 0..<others { _ = subject.subscribe { Tally.add($0) } }
    return Benchmark(
      name: "Raw.subscribeCancel (\(others.grouped) others)", unit: "ns/pair", baseline: nil,
      body: .sync { iterations in
        let start = ContinuousClock.now
        for _ in 0..<iterations {
          let subscription = subject.subscribe { Tally.add($0) }
          subject.cancel(subscription)
        }
        let elapsed = ContinuousClock.now - start
        Tally.flush()
        return elapsed
      })
  }

  static func stateFlowSubscribeCancel(others: Int, baseline: String) -> Benchmark {
    let flow = MutableStateFlow(0)
    for _ in 0..<others { _ = flow.subscribe { Tally.add($0) } }  // live until cancelled
    return Benchmark(
      name: "StateFlow.subscribeCancel (\(others.grouped) others)", unit: "ns/pair", baseline: baseline,
      body: .sync { iterations in
        let start = ContinuousClock.now
        for _ in 0..<iterations {
          let token = flow.subscribe { Tally.add($0) }
          token.cancel()
        }
        let elapsed = ContinuousClock.now - start
        Tally.flush()
        return elapsed
      })
  }

  // Bytes: malloc'd bytes in use before and after `live` subscriptions whose
  // callback captures nothing (so the figure is the subscription's own cost,
  // not the subscriber's captures). The subject exists and the token array
  // is reserved before the first reading, so neither is counted.

  static func rawBytes(live: Int) -> Benchmark {
    return Benchmark(
      name: "Raw.bytesPerSubscription (\(live.grouped) live)", unit: "B/subscription", baseline: nil,
      body: .measured {
        let subject = RawSubject(0)
        var tokens: [RawSubject.Subscription] = []
        tokens.reserveCapacity(live)
        let before = cmallocstats_allocated_bytes()
        for _ in 0..<live { tokens.append(subject.subscribe { Tally.add($0) }) }
        let after = cmallocstats_allocated_bytes()
        for token in tokens { subject.cancel(token) }
        return (Double(after) - Double(before)) / Double(live)
      })
  }

  static func stateFlowBytes(live: Int, baseline: String) -> Benchmark {
    return Benchmark(
      name: "StateFlow.bytesPerSubscription (\(live.grouped) live)", unit: "B/subscription", baseline: baseline,
      body: .measured {
        let flow = MutableStateFlow(0)
        var tokens: [any Cancellable] = []
        tokens.reserveCapacity(live)
        let before = cmallocstats_allocated_bytes()
        for _ in 0..<live { tokens.append(flow.subscribe { Tally.add($0) }) }
        let after = cmallocstats_allocated_bytes()
        for token in tokens { token.cancel() }
        return (Double(after) - Double(before)) / Double(live)
      })
  }
}
