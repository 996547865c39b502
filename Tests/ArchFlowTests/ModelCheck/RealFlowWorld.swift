import ArchFlow
import Foundation

/// How the model check's `values` consumer reaches the state flow.
enum ConsumerPath: Sendable, Hashable {
  case direct, removeDuplicates
}

/// The real `MutableStateFlow` or `MutableSharedFlow`, driven by a script.
///
/// Each subscriber records its calls and performs its reactions from inside
/// its callback, on the real flow, as an app's subscriber would.
final class RealFlowWorld: @unchecked Sendable {
  // `lock` guards every var below; the flow is only called outside it.
  private let lock = NSLock()
  private var tokens: [Int: any Cancellable] = [:]
  private var ends: [Int: SubscriptionEnd<Never>] = [:]
  private var plans: [Int: [Reaction]] = [:]
  private var calls: [Int: Int] = [:]
  private var trace: [Call] = []
  private var seen: [Int: [Int]] = [:]
  private var countToken: (any Cancellable)?

  private let ledger = SubscriptionLedger()
  private let state: MutableStateFlow<Int>?
  private let shared: MutableSharedFlow<Int>?
  private let counts = Recorder<Int>()
  /// A `for await` consumer of the state flow's `values`, on its own executor.
  private let consumer: (task: Task<Void, Never>, executor: ManualTaskExecutor, taken: Recorder<Int>)?

  init(config: FlowConfig, consumer path: ConsumerPath? = nil) {
    switch config {
    case .state:
      state = MutableStateFlow(0, ledger: ledger)
      shared = nil
    case .shared(let replay, let extra, let overflow):
      state = nil
      shared = MutableSharedFlow(replay: replay, extraBufferCapacity: extra, onBufferOverflow: overflow, ledger: ledger)
    }
    let countFlow = state?.subscriptionCount ?? shared?.subscriptionCount
    countToken = countFlow?.subscribe { [counts] in counts.record($0) }
    if let path, let state {
      let executor = ManualTaskExecutor()
      let taken = Recorder<Int>()
      let values = path == .direct ? state.values : state.removeDuplicates().values
      let task = Task(executorPreference: executor) {
        for await value in values { taken.record(value) }
      }
      executor.runUntilIdle()  // subscribed; takes the current value
      consumer = (task, executor, taken)
    } else {
      consumer = nil
    }
  }

  deinit {
    countToken?.cancel()
    if let consumer {
      consumer.task.cancel()
      consumer.executor.runUntilIdle()  // lets the loop end
    }
  }

  /// Lets the consumer run until it waits again.
  func consume() {
    consumer?.executor.runUntilIdle()
  }

  /// Performs a top-level action; returns the calls it caused.
  func run(_ action: FlowAction) -> [Call] {
    lock.withLock { trace = [] }
    perform(action)
    return lock.withLock { trace }
  }

  func observe(full: Bool) -> Observation {
    let (trace, seen) = lock.withLock { (self.trace, full ? self.seen : nil) }
    return Observation(
      trace: trace, seen: seen, value: state?.value, replay: shared?.replayCache,
      live: ledger.liveCount, counts: counts.values, consumed: consumer?.taken.values)
  }

  private func perform(_ action: FlowAction) {
    switch action {
    case .write(let values):
      for value in values {
        if let state { state.value = value } else { shared?.emit(value) }
      }
    case .update(let delta):
      state?.update { $0 = wrapped($0 + delta) }
    case .subscribe(let id, let plan):
      subscribe(id, plan, taking: nil)
    case .subscribeTaking(let id, let count, let plan):
      subscribe(id, plan, taking: count)
    case .end(let id):
      let end = lock.withLock { ends[id] }
      end?.cancel()
    case .tryEmit(let value):
      _ = shared?.tryEmit(value)
    case .cancel(let id):
      let token = lock.withLock { tokens[id] }
      token?.cancel()
    case .resetReplay:
      shared?.resetReplayCache()
    }
  }

  /// Subscribes with an end of its own, so `.end(id)` reaches it during its replay.
  private func subscribe(_ id: Int, _ plan: [Reaction], taking count: Int?) {
    let end = SubscriptionEnd<Never>()
    lock.withLock {
      plans[id] = plan
      seen[id] = []
      ends[id] = end
    }
    let receive: @Sendable (Int) -> Void = { [unowned self] value in self.receive(id, value) }
    let flow: AnyFlow<Int>? = state.map(AnyFlow.init) ?? shared.map(AnyFlow.init)
    guard let flow else { return }
    let taking = count.map { flow.take($0) } ?? flow
    let token = taking.subscribe(at: SubscriptionSite(label: "#\(id)"), receive, end: end)
    lock.withLock { tokens[id] = token }
  }

  private func receive(_ id: Int, _ value: Int) {
    let due: [FlowAction] = lock.withLock {
      trace.append(Call(subscriber: id, value: value))
      seen[id, default: []].append(value)
      calls[id, default: 0] += 1
      let call = calls[id]!
      return (plans[id] ?? []).filter { $0.onCall == call }.map(\.action)
    }
    for action in due { perform(action) }
  }
}
