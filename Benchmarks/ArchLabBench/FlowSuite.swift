import ArchFlow

/// ArchFlow's hot path against hand-written floors, `AsyncStream` and
/// Observation, all in one process.
enum FlowSuite {
  static let suite = Suite(
    name: "flow",
    summary: "StateFlow emit, subscribe + cancel, memory, async delivery vs raw, AsyncStream, Observation",
    makePlan: plan)

  static let subscriberCounts = [0, 1, 10, 100]
  static let crowd = 10_000

  @MainActor
  static func plan(_ configuration: RunConfiguration) -> SuitePlan {
    var plan = SuitePlan(benchmarks: LockBenchmarks.make())

    for count in subscriberCounts {
      let raw = EmitBenchmarks.raw(subscribers: count)
      let flow = EmitBenchmarks.stateFlow(subscribers: count, baseline: raw.name)
      plan.benchmarks += [raw, flow]
      plan.targets.append(Target(title: "StateFlow.emit ≤ 2× raw at N = \(count)", row: flow.name, limit: 2))
    }

    var flowSubscribeCancel: [String] = []
    for others in [0, crowd] {
      let raw = SubscriptionBenchmarks.rawSubscribeCancel(others: others)
      let flow = SubscriptionBenchmarks.stateFlowSubscribeCancel(others: others, baseline: raw.name)
      plan.benchmarks += [raw, flow]
      flowSubscribeCancel.append(flow.name)
      plan.targets.append(Target(
        title: "subscribe + cancel ≤ 1.5× raw (\(others.grouped) others)", row: flow.name, limit: 1.5))
    }
    let scaling = DerivedRow(
      name: "StateFlow.subscribeCancel (\(crowd.grouped) vs 0 others)",
      source: flowSubscribeCancel[1], baseline: flowSubscribeCancel[0])
    plan.derived.append(scaling)
    plan.targets.append(Target(
      title: "subscribe + cancel with \(crowd.grouped) others ≤ 1.2× with 0 others", row: scaling.name, limit: 1.2))

    let chain = OperatorBenchmarks.chain()
    plan.benchmarks += [OperatorBenchmarks.floor(), OperatorBenchmarks.fused(), chain]
    plan.targets.append(Target(title: "map → filter → map ≤ 2× raw, fused by hand", row: chain.name, limit: 2))

    plan.benchmarks += [
      ColdFlowBenchmarks.chainFloor(), ColdFlowBenchmarks.stagesFloor(), ColdFlowBenchmarks.chain(),
      ColdFlowBenchmarks.storedChain(),
      ColdFlowBenchmarks.collectFloor(), ColdFlowBenchmarks.collect(),
    ]
    plan.targets.append(Target(
      title: "asFlow() through map → filter → map where subscribed ≤ 2× the loop", row: ColdFlowBenchmarks.chainName,
      limit: 2))
    let overStages = DerivedRow(
      name: "asFlow() through map → filter → map, stored, vs four opaque calls",
      source: ColdFlowBenchmarks.storedChainName, baseline: ColdFlowBenchmarks.stagesFloorName)
    plan.derived.append(overStages)

    plan.benchmarks += SuspendingEmitBenchmarks.make()

    let fewLate = SharedFlowArrivalBenchmarks.make(arrivals: 10, baseline: nil)
    let manyLate = SharedFlowArrivalBenchmarks.make(arrivals: 1_000, baseline: fewLate.name)
    plan.benchmarks += [fewLate, manyLate]
    plan.targets.append(Target(
      title: "shared-flow delivery past 1,000 late subscribers ≤ 2× past 10, per subscriber", row: manyLate.name,
      limit: 2))

    let live = configuration.isQuick ? 10_000 : 100_000
    let rawBytes = SubscriptionBenchmarks.rawBytes(live: live)
    let flowBytes = SubscriptionBenchmarks.stateFlowBytes(live: live, baseline: rawBytes.name)
    plan.benchmarks += [rawBytes, flowBytes]
    plan.targets.append(Target(title: "bytes per subscription ≤ 2× raw", row: flowBytes.name, limit: 2))

    let elements = AsyncBenchmarks.elements(baseline: "AsyncStream.element")
    plan.benchmarks += elements
    plan.targets.append(Target(
      title: "values per element ≤ 1.0× AsyncStream (no slower)", row: elements[1].name, limit: 1))

    let rawOne = EmitBenchmarks.name("Raw", subscribers: 1)
    let conflation = ConflationStats()
    let lagging = AsyncBenchmarks.lagging(baseline: rawOne, stats: conflation)
    plan.benchmarks.append(lagging)
    plan.targets.append(Target(title: "lagging consumer ≤ 3× raw per set", row: lagging.name, limit: 3))

    plan.benchmarks.append(ObservationBenchmark.make(baseline: rawOne))

    plan.notes = {
      [
        "Raw rows: a `pthread_mutex_t` used through its pointer (ArchFlow's lock kind); emit calls an "
          + "array of closures from a snapshot; subscribe + cancel swap-removes from an array of "
          + "subscription objects and, like StateFlow, hands the new subscriber the current value.",
        "Callbacks: a non-capturing literal `{ Tally.add($0) }` at every subscription site, raw and StateFlow alike.",
        "Operators: `map { $0 &* 2 }.filter { $0 % 3 != 0 }.map { $0 &+ 1 }` on a StateFlow with one subscriber, "
          + "against the same work in one closure on the raw emitter (the floor) and on the StateFlow.",
        "Cold flows: `Array(0..<\(ColdFlowBenchmarks.chunk)).asFlow()`, one subscription per "
          + "\(ColdFlowBenchmarks.chunk.grouped) elements, timed per element; the chain's floor loops over the "
          + "array calling one opaque closure with the same work, the four-call row calls the three stages and "
          + "the subscriber as four opaque closures (what no fusion of stored closures can beat). The chain "
          + "written where subscribed is built and subscribed in one expression per pass, building included; the "
          + "stored chain is built once and subscribed each pass, its closures opaque there. `collect`'s floor "
          + "fills an `AsyncStream` with the same elements and iterates it.",
        "Suspending emit: one `for await` consumer that does 200 multiply-adds per value; the rendezvous flow's "
          + "`send` returns once it took the value, the floor's producer yields into an `AsyncStream` and waits "
          + "for the consumer's acknowledgement.",
        "Late subscribers: one subscriber of a `MutableSharedFlow`, on the first value, emits n more and "
          + "subscribes 10 or 1,000 others, owed none of them; the time to deliver the n values is divided by n and "
          + "by the subscribers on the list.",
        "Bytes: the allocator's bytes in use (`mallinfo2` on glibc, the malloc zones on Darwin) before and after "
          + "\(live.grouped) live subscriptions, divided by \(live.grouped); the subject exists and the token array "
          + "is reserved beforehand.",
        "Elements: ping-pong — the producer sends one value and waits for the consumer's "
          + "acknowledgement (the same gate for both rows), so every value is delivered and woken for.",
        "Lagging consumer: it sleeps \(Int(AsyncBenchmarks.lag.nanoseconds / 1000)) µs per value; "
          + conflation.summary + ".",
      ]
    }
    return plan
  }
}

/// Emitting to N subscribers whose callback adds the value to the ``Tally``.
enum EmitBenchmarks {
  static func name(_ subject: String, subscribers: Int) -> String {
    "\(subject).emit (\(subscribers) subscriber\(subscribers == 1 ? "" : "s"))"
  }

  static func raw(subscribers: Int) -> Benchmark {
    let emitter = RawEmitter(0)
    for _ in 0..<subscribers { emitter.add { Tally.add($0) } }
    return emitting(into: emitter, name: name("Raw", subscribers: subscribers), baseline: nil)
  }

  static func stateFlow(subscribers: Int, baseline: String) -> Benchmark {
    let flow = MutableStateFlow(0)
    for _ in 0..<subscribers { _ = flow.subscribe { Tally.add($0) } }  // live until cancelled
    return emitting(into: flow, name: name("StateFlow", subscribers: subscribers), baseline: baseline)
  }

  /// Emits a new Int each iteration into `emitter`.
  static func emitting(into emitter: RawEmitter, name: String, baseline: String?) -> Benchmark {
    var next = 0
    return Benchmark(
      name: name, unit: "ns/emit", baseline: baseline,
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

extension Int {
  /// `10000` → `"10,000"`.
  var grouped: String {
    let digits = String(magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return self < 0 ? "-" + result : result
  }
}
