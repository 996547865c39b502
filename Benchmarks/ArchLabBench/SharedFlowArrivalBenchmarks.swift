import ArchFlow

/// A shared flow's delivery while subscribers arrive: one subscriber, on
/// the first value, emits `iterations` more (queued behind the running
/// delivery) and subscribes `arrivals` late subscribers, which are owed
/// none of the queued values. Each queued value then goes to the first
/// subscriber past every late one. Timed per value and per subscriber on
/// the list, so a delivery that costs its subscribers reads the same at
/// 10 and 1,000 arrivals; one that searched the late ones for each
/// subscriber read 100× more at 1,000.
enum SharedFlowArrivalBenchmarks {
  static func name(arrivals: Int) -> String {
    "SharedFlow delivery past \(arrivals.grouped) late subscribers"
  }

  static func make(arrivals: Int, baseline: String?) -> Benchmark {
    Benchmark(
      name: name(arrivals: arrivals), unit: "ns/value·subscriber", baseline: baseline,
      body: .sync { iterations in
        let flow = MutableSharedFlow<Int>(extraBufferCapacity: iterations + 1)
        let late = CancellableBag()
        let first = flow.subscribe { value in
          guard value < 0 else { return Tally.add(value) }
          for index in 0..<iterations { flow.emit(index) }
          for _ in 0..<arrivals { flow.subscribe { Tally.add($0) }.store(in: late) }
        }
        let start = ContinuousClock.now
        flow.emit(-1)
        let elapsed = ContinuousClock.now - start
        Tally.flush()
        first.cancel()
        late.cancelAll()
        return elapsed / (arrivals + 1)
      })
  }
}
