import ArchFlow
import ArchTestSupport
import Testing

/// A state flow is a shared flow with a replay of 1, dropping the oldest
/// value, whose collectors skip a value equal to the one before (kotlinx's
/// `testStateFlowModel`, ported, over many seeds): the same random script
/// of emits, resets, subscribers and `for await` consumers gives the same
/// log on both. The consumers lag (they run only on `run` steps), so the
/// shared flow's buffer of one drops values under them: `removeDuplicates`
/// must compare where they take a value, as kotlinx's collector does.
@Suite("State flow model", .timeLimit(.minutes(1)))
struct StateFlowModelCheckTests {
  private enum Step {
    case emit(Int?)
    case resetAndEmit(Int?)
    case run
    case subscribe
    case cancelSubscriber
    case startConsumer
    case stopConsumer
  }

  /// What the script runs against: one of the two flows.
  private protocol World: AnyObject {
    var executor: ManualTaskExecutor { get }
    var log: Recorder<String> { get }
    func emit(_ value: Int?, resetting: Bool)
    func subscribe(_ name: String) -> any Cancellable
    func consume(_ name: String) -> Task<Void, Never>
  }

  private final class StateWorld: World {
    let executor = ManualTaskExecutor()
    let log = Recorder<String>()
    let flow = MutableStateFlow<Int?>(nil, ledger: SubscriptionLedger())

    func emit(_ value: Int?, resetting: Bool) { flow.value = value }

    func subscribe(_ name: String) -> any Cancellable {
      flow.subscribe { [log] in log.record("\(name) \(String(describing: $0))") }
    }

    func consume(_ name: String) -> Task<Void, Never> {
      Task(executorPreference: executor) { [flow, log] in
        for await value in flow.values { log.record("\(name) \(String(describing: value))") }
      }
    }
  }

  private final class SharedWorld: World {
    let executor = ManualTaskExecutor()
    let log = Recorder<String>()
    let flow = MutableSharedFlow<Int?>(
      replay: 1, extraBufferCapacity: 0, onBufferOverflow: .dropOldest, ledger: SubscriptionLedger())

    init() { flow.emit(nil) }  // the state's initial value

    func emit(_ value: Int?, resetting: Bool) {
      if resetting { flow.resetReplayCache() }
      #expect(flow.tryEmit(value))
    }

    func subscribe(_ name: String) -> any Cancellable {
      flow.removeDuplicates().subscribe { [log] in log.record("\(name) \(String(describing: $0))") }
    }

    func consume(_ name: String) -> Task<Void, Never> {
      Task(executorPreference: executor) { [flow, log] in
        // kotlinx collects `sharedFlow.distinctUntilChanged()`: the same operator here.
        for await value in flow.removeDuplicates().values { log.record("\(name) \(String(describing: value))") }
      }
    }
  }

  private func script(seed: UInt64, steps: Int) -> [Step] {
    var random = SplitMix(seed: seed)
    func value() -> Int? {
      let x = Int.random(in: 0...5, using: &random)
      return x == 0 ? nil : x
    }
    return (0..<steps).map { _ in
      switch Int.random(in: 0..<40, using: &random) {
      case 0..<2: return .resetAndEmit(value())
      case 2..<24: return .emit(value())
      case 24..<33: return .run
      case 33..<35: return .subscribe
      case 35..<37: return .cancelSubscriber
      case 37..<39: return .startConsumer
      default: return .stopConsumer
      }
    }
  }

  private func play(_ steps: [Step], in world: some World) -> [String] {
    var subscribers: [any Cancellable] = []
    var consumers: [Task<Void, Never>] = []
    var names = 0
    for step in steps {
      switch step {
      case .emit(let value):
        world.log.record("emit \(String(describing: value))")
        world.emit(value, resetting: false)
      case .resetAndEmit(let value):
        world.log.record("reset and emit \(String(describing: value))")
        world.emit(value, resetting: true)
      case .run:
        _ = world.executor.runUntilIdle()
      case .subscribe:
        names += 1
        subscribers.append(world.subscribe("subscriber\(names)"))
      case .cancelSubscriber:
        if !subscribers.isEmpty { subscribers.removeFirst().cancel() }
      case .startConsumer:
        names += 1
        consumers.append(world.consume("consumer\(names)"))
      case .stopConsumer:
        if !consumers.isEmpty { consumers.removeFirst().cancel() }
      }
    }
    for subscriber in subscribers { subscriber.cancel() }
    for consumer in consumers { consumer.cancel() }
    _ = world.executor.runUntilIdle()
    return world.log.values
  }

  /// Each subscriber's and consumer's values, each with the number of
  /// emits before it: the order between two collectors woken by one emit
  /// is the subscriber list's, which the model does not fix.
  private func perCollector(_ log: [String]) -> [String: [String]] {
    var emits = 0
    var seen: [String: [String]] = [:]
    for line in log {
      if line.hasPrefix("emit") || line.hasPrefix("reset") {
        emits += 1
        continue
      }
      let parts = line.split(separator: " ", maxSplits: 1)
      seen[String(parts[0]), default: []].append("\(parts[1]) after \(emits) emits")
    }
    return seen
  }

  @Test("testStateFlowModel", arguments: 0..<UInt64(TestScale.count(quick: 10, full: 40)))
  func aStateFlowBehavesAsADistinctSharedFlowWithReplayOne(seed: UInt64) {
    let steps = script(seed: seed, steps: 1_000)
    let expected = perCollector(play(steps, in: StateWorld()))
    let actual = perCollector(play(steps, in: SharedWorld()))
    #expect(expected.values.map(\.count).reduce(0, +) > 100)  // the script delivered plenty
    #expect(expected.keys.sorted() == actual.keys.sorted(), "seed \(seed)")
    for (name, values) in expected.sorted(by: { $0.key < $1.key }) {
      let other = actual[name] ?? []
      let differing = zip(values, other).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      guard let index = differing ?? (values.count == other.count ? nil : min(values.count, other.count)) else {
        continue
      }
      let state = index < values.count ? values[index] : "nothing"
      let shared = index < other.count ? other[index] : "nothing"
      Issue.record(Comment(rawValue: "seed \(seed), \(name) #\(index): state flow \(state), shared flow \(shared)"))
      return
    }
  }
}
