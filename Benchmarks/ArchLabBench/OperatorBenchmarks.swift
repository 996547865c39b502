import ArchFlow

/// A `map → filter → map` chain on a state flow against its floor, the
/// same work fused by hand into one raw-emitter subscriber, and against
/// the state flow with the fused subscriber: what the operators cost per
/// element, apart from what the flow costs.
enum OperatorBenchmarks {
  static let floorName = "Raw.emit, map → filter → map fused by hand"
  static let fusedName = "StateFlow.emit, map → filter → map fused by hand"
  static let chainName = "StateFlow.emit through map → filter → map"

  static func floor() -> Benchmark {
    let emitter = RawEmitter(0)
    emitter.add { value in
      let doubled = value &* 2
      if doubled % 3 != 0 { Tally.add(doubled &+ 1) }
    }
    var next = 0
    return Benchmark(
      name: floorName, unit: "ns/emit", baseline: nil,
      body: .sync { iterations in
        var value = next
        let start = ContinuousClock.now
        for _ in 0..<iterations {
          value &+= 1
          emitter.emit(value)
        }
        let elapsed = ContinuousClock.now - start
        next = value
        Sink.consume(value)
        Tally.flush()
        return elapsed
      })
  }

  static func fused() -> Benchmark {
    let flow = MutableStateFlow(0)
    _ = flow.subscribe { value in  // live for the process
      let doubled = value &* 2
      if doubled % 3 != 0 { Tally.add(doubled &+ 1) }
    }
    return emitting(into: flow, name: fusedName, baseline: floorName)
  }

  static func chain() -> Benchmark {
    let flow = MutableStateFlow(0)
    _ = flow.map { $0 &* 2 }.filter { $0 % 3 != 0 }.map { $0 &+ 1 }.subscribe { Tally.add($0) }
    return emitting(into: flow, name: chainName, baseline: floorName)
  }

  /// Each emit sets a new Int, so nothing is deduplicated.
  static func emitting(into flow: MutableStateFlow<Int>, name: String, baseline: String?) -> Benchmark {
    Benchmark(
      name: name, unit: "ns/emit", baseline: baseline,
      body: .sync { iterations in
        var value = flow.value
        let start = ContinuousClock.now
        for _ in 0..<iterations {
          value &+= 1
          flow.value = value
        }
        let elapsed = ContinuousClock.now - start
        Sink.consume(value)
        Tally.flush()
        return elapsed
      })
  }
}
