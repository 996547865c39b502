import ArchFlow

/// Cold flows that finish: a `map → filter → map` chain over `asFlow()`
/// and `collect`, per element, each against a floor in the same process.
enum ColdFlowBenchmarks {
  /// Elements per subscription. An iteration is one element: a sample of
  /// `n` iterations subscribes `n / chunk` times (at least once) and
  /// scales the time to `n` elements.
  static let chunk = 1_000
  static let chainFloorName = "Array loop, map → filter → map fused by hand"
  static let chainName = "asFlow() through map → filter → map, written where subscribed"
  static let storedChainName = "asFlow() through map → filter → map, stored, subscribed later"
  static let stagesFloorName = "Array loop, map → filter → map as four opaque calls"
  static let collectFloorName = "AsyncStream for await (1,000 buffered)"
  static let collectName = "asFlow().collect"

  private static func passes(_ iterations: Int) -> Int { max(1, iterations / chunk) }

  /// `elapsed` for `passes(iterations)` chunks, scaled to `iterations` elements.
  private static func scaled(_ elapsed: Duration, _ iterations: Int) -> Duration {
    elapsed * (Double(iterations) / Double(passes(iterations) * chunk))
  }

  /// Times `pass` once per chunk of `iterations` elements, scaled to
  /// `iterations` elements; the tally is flushed outside the span.
  @inline(__always)
  private static func timePasses(_ iterations: Int, _ pass: () -> Void) -> Duration {
    let start = ContinuousClock.now
    for _ in 0..<passes(iterations) { pass() }
    let elapsed = ContinuousClock.now - start
    Tally.flush()
    return scaled(elapsed, iterations)
  }

  /// A loop over the array calling one opaque callback that does the
  /// chain's work: what a cold chain costs without the operators.
  static func chainFloor() -> Benchmark {
    let values = Array(0..<chunk)
    let receive = OpaqueCallback.make()
    return Benchmark(
      name: chainFloorName, unit: "ns/element", baseline: nil,
      body: .sync { iterations in
        timePasses(iterations) {
          for value in values { receive.call(value) }
        }
      })
  }

  /// The chain's three closures and its subscriber, each called through
  /// a closure the optimizer cannot see into: the least any chain of
  /// stored closures costs, however its stages are fused.
  static func stagesFloor() -> Benchmark {
    let values = Array(0..<chunk)
    let stages = OpaqueStages.make()
    return Benchmark(
      name: stagesFloorName, unit: "ns/element", baseline: chainFloorName,
      body: .sync { iterations in
        timePasses(iterations) {
          for value in values {
            let doubled = stages.double(value)
            if stages.keep(doubled) { stages.receive(stages.increment(doubled)) }
          }
        }
      })
  }

  /// The chain as a call site writes it: built and subscribed in one
  /// expression, once per subscription (the building is in the span). The
  /// optimizer sees every closure, so the chain compiles to the loop.
  static func chain() -> Benchmark {
    let values = Array(0..<chunk)
    return Benchmark(
      name: chainName, unit: "ns/element", baseline: chainFloorName,
      body: .sync { iterations in
        timePasses(iterations) {
          _ = values.asFlow().map { $0 &* 2 }.filter { $0 % 3 != 0 }.map { $0 &+ 1 }.subscribe { Tally.add($0) }
        }
      })
  }

  /// The chain built once, kept (as a property would keep it) and
  /// subscribed later: its closures are opaque where it is subscribed, so
  /// each stage costs an indirect call or two per element.
  static func storedChain() -> Benchmark {
    let flow = Array(0..<chunk).asFlow().map { $0 &* 2 }.filter { $0 % 3 != 0 }.map { $0 &+ 1 }
    return Benchmark(
      name: storedChainName, unit: "ns/element", baseline: chainFloorName,
      body: .sync { iterations in
        timePasses(iterations) {
          _ = flow.subscribe { Tally.add($0) }
        }
      })
  }

  static func collectFloor() -> Benchmark {
    Benchmark(
      name: collectFloorName, unit: "ns/element", baseline: nil,
      body: .async { iterations in
        await Task.detached {
          // Filling the stream is in the span: `collect` buffers what a
          // cold flow delivers during `subscribe` the same way.
          let start = ContinuousClock.now
          for _ in 0..<passes(iterations) {
            let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
            for value in 0..<chunk { continuation.yield(value) }
            continuation.finish()
            for await value in stream { Tally.add(value) }
          }
          let elapsed = ContinuousClock.now - start
          Tally.flush()
          return scaled(elapsed, iterations)
        }.value
      })
  }

  static func collect() -> Benchmark {
    let flow = Array(0..<chunk).asFlow()
    return Benchmark(
      name: collectName, unit: "ns/element", baseline: collectFloorName,
      body: .async { iterations in
        await Task.detached {
          let start = ContinuousClock.now
          for _ in 0..<passes(iterations) {
            await flow.collect { Tally.add($0) }
          }
          let elapsed = ContinuousClock.now - start
          Tally.flush()
          return scaled(elapsed, iterations)
        }.value
      })
  }
}

/// A callback the optimizer cannot see into from the loop that calls it.
final class OpaqueCallback: Sendable {
  let call: @Sendable (Int) -> Void

  private init(_ call: @escaping @Sendable (Int) -> Void) { self.call = call }

  @inline(never)
  static func make() -> OpaqueCallback {
    OpaqueCallback { value in
      let doubled = value &* 2
      if doubled % 3 != 0 { Tally.add(doubled &+ 1) }
    }
  }
}

/// The chain's stages as closures the optimizer cannot see into from the
/// loop that calls them.
final class OpaqueStages: Sendable {
  let double: @Sendable (Int) -> Int
  let keep: @Sendable (Int) -> Bool
  let increment: @Sendable (Int) -> Int
  let receive: @Sendable (Int) -> Void

  private init(
    double: @escaping @Sendable (Int) -> Int, keep: @escaping @Sendable (Int) -> Bool,
    increment: @escaping @Sendable (Int) -> Int, receive: @escaping @Sendable (Int) -> Void
  ) {
    self.double = double
    self.keep = keep
    self.increment = increment
    self.receive = receive
  }

  @inline(never)
  static func make() -> OpaqueStages {
    OpaqueStages(double: { $0 &* 2 }, keep: { $0 % 3 != 0 }, increment: { $0 &+ 1 }, receive: { Tally.add($0) })
  }
}
