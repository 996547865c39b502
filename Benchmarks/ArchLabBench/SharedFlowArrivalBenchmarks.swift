import ArchFlow

/// A shared flow's delivery while subscribers arrive: one subscriber, on
/// the first value, emits more values (queued behind the running
/// delivery) and subscribes `arrivals` late subscribers, which are owed
/// none of them. Each queued value then goes to the first subscriber past
/// every late one. Timed per value and per subscriber on the list, so a
/// delivery that costs its subscribers reads the same at 10 and 1,000
/// arrivals; one that searched the late ones for each subscriber, as
/// `SharedFlow` did before, grows with the arrivals.
enum SharedFlowArrivalBenchmarks {
  static func name(arrivals: Int) -> String {
    "SharedFlow delivery past \(arrivals.grouped) late subscribers"
  }

  static func make(arrivals: Int, baseline: String?) -> Benchmark {
    Benchmark(
      name: name(arrivals: arrivals), unit: "ns/value·subscriber", baseline: baseline,
      body: .sync { iterations in
        // One iteration is one value past one subscriber on the list: the values are the iterations over the
        // subscribers, so the time a sample takes is the time it reports, as calibration needs.
        let values = max(1, iterations / (arrivals + 1))
        let flow = MutableSharedFlow<Int>(extraBufferCapacity: values + 1)
        let late = CancellableBag()
        let first = flow.subscribe { value in
          guard value < 0 else { return Tally.add(value) }
          for index in 0..<values { flow.emit(index) }
          for _ in 0..<arrivals { flow.subscribe { Tally.add($0) }.store(in: late) }
        }
        let start = ContinuousClock.now
        flow.emit(-1)
        let elapsed = ContinuousClock.now - start
        Tally.flush()
        first.cancel()
        late.cancelAll()
        return elapsed * iterations / (values * (arrivals + 1))
      })
  }
}
