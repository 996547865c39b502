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
    return EmitBenchmarks.emitting(into: emitter, name: floorName, baseline: nil)
  }

  static func fused() -> Benchmark {
    let flow = MutableStateFlow(0)
    _ = flow.subscribe { value in  // live for the process
      let doubled = value &* 2
      if doubled % 3 != 0 { Tally.add(doubled &+ 1) }
    }
    return EmitBenchmarks.emitting(into: flow, name: fusedName, baseline: floorName)
  }

  static func chain() -> Benchmark {
    let flow = MutableStateFlow(0)
    _ = flow.map { $0 &* 2 }.filter { $0 % 3 != 0 }.map { $0 &+ 1 }.subscribe { Tally.add($0) }
    return EmitBenchmarks.emitting(into: flow, name: chainName, baseline: floorName)
  }
}
