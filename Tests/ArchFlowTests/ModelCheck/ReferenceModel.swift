/// A deliberately wrong reference, to show that the checker notices.
enum ModelFault {
  /// A state flow that delivers a value equal to the current one.
  case emitsEqualValues
  /// A shared flow whose full buffer drops by the other policy.
  case swapsTheOverflowPolicy
}

/// The flows' rules from Sources/ArchFlow/ArchFlow.docc/FlowContract.md, on plain arrays and
/// dictionaries, single-threaded, without locks or versions.
///
/// Subscribers are called "in no promised order", so within a pass the
/// model calls them in the order the real flow did (`oracle`), when that
/// order is one the rules allow; otherwise it picks its own and the traces
/// differ. Everything else — who is called, with what, in which pass, what
/// the replay holds, the counts — is the model's own.
final class ReferenceModel {
  let config: FlowConfig
  let fault: ModelFault?

  var value = 0
  var replay: [Int] = []
  /// Values waiting for the running delivery, with their queue positions.
  var buffer: [(position: Int, value: Int)] = []
  /// The position the next queued value gets.
  var queued = 0
  /// Live subscribers, in subscription order.
  var live: [Int] = []
  /// Subscribers whose `subscribe` has returned, so a token exists to cancel.
  var handedOut: Set<Int> = []
  /// The last value each state-flow subscriber was called with.
  var lastSeen: [Int: Int] = [:]
  /// A shared-flow subscriber that came during a delivery: the replay it
  /// found, and the first queue position it receives.
  struct Arrival {
    var id: Int
    var replayed: [Int]
    var from: Int
  }

  /// Shared-flow subscribers still owed the replay.
  var newcomers: [Arrival] = []
  var delivering = false

  var plans: [Int: [Reaction]] = [:]
  /// The `take` count of the subscribers that have one.
  var limits: [Int: Int] = [:]
  var calls: [Int: Int] = [:]
  var seen: [Int: [Int]] = [:]
  var trace: [Call] = []
  var counts = [0]
  /// What a conflated `values` consumer took, if there is one: the flow's
  /// value whenever it ran and the value had changed since its last take.
  var consumed: [Int]?
  /// Subscriptions the script does not see: the `values` consumer's.
  private let unseen: Int

  private var oracle: [Call] = []
  private var cursor = 0

  init(config: FlowConfig, fault: ModelFault? = nil, consumer: Bool = false) {
    self.config = config
    self.fault = fault
    unseen = consumer ? 1 : 0
    if consumer {
      consumed = [value]
      counts.append(1)
    }
  }

  /// The consumer runs until it waits again: it takes the value if it has
  /// not got it already (conflation never repeats a value).
  func consume() {
    if let last = consumed?.last, last != value { consumed?.append(value) }
  }

  /// Performs a top-level action, calling subscribers in `order` where the rules allow.
  func run(_ action: FlowAction, following order: [Call]) {
    oracle = order
    cursor = 0
    trace = []
    perform(action)
  }

  func observe(full: Bool) -> Observation {
    Observation(
      trace: trace, seen: full ? seen : nil, value: config.isState ? value : nil, replay: config.isState ? nil : replay,
      live: live.count + unseen + 1, counts: counts, consumed: consumed)  // + 1: the subscriptionCount observer
  }

  func perform(_ action: FlowAction) {
    switch action {
    case .write(let values):
      for value in values {
        if config.isState { set(value) } else { emit(value) }
      }
    case .update(let delta):
      set(wrapped(value + delta))
    case .subscribeTaking(let id, let count, let plan):
      limits[id] = count
      perform(.subscribe(id, plan))
    case .end(let id):
      guard let index = live.firstIndex(of: id) else { return }
      live.remove(at: index)
      counts.append(live.count + unseen)
    case .tryEmit(let value):
      if case .shared(let replayCount, let extra, .suspend) = config, delivering,
        buffer.count >= max(replayCount + extra, 1)
      {
        return  // declined: the running delivery's queue is full
      }
      emit(value)
    case .subscribe(let id, let plan):
      plans[id] = plan
      seen[id] = []
      live.append(id)
      counts.append(live.count + unseen)
      if config.isState {
        if !delivering { deliverState() }
      } else {
        newcomers.append(Arrival(id: id, replayed: replay, from: queued))
        if !delivering { deliverShared() }
      }
      handedOut.insert(id)
    case .cancel(let id):
      guard handedOut.contains(id), let index = live.firstIndex(of: id) else { return }  // idempotent
      live.remove(at: index)
      counts.append(live.count + unseen)
    case .resetReplay:
      replay = []
    }
  }

  /// Calls each of `recipients` still live once with `value`, in an order the oracle picks.
  func pass(_ value: Int, to recipients: [Int]) {
    var remaining = recipients
    while true {
      remaining.removeAll { !live.contains($0) }
      guard let id = pick(from: remaining, value: value) else { return }
      remaining.removeAll { $0 == id }
      call(id, value)
    }
  }

  /// The real flow's next callee if it is one of `candidates` with `value`, else the first.
  func pick(from candidates: [Int], value: Int) -> Int? {
    if cursor < oracle.count, oracle[cursor].value == value, candidates.contains(oracle[cursor].subscriber) {
      return oracle[cursor].subscriber
    }
    return candidates.first
  }

  /// One callback call: recorded, then the subscriber's due reactions, reentrantly.
  func call(_ id: Int, _ value: Int) {
    let call = Call(subscriber: id, value: value)
    cursor = cursor < oracle.count && oracle[cursor] == call ? cursor + 1 : oracle.count  // diverged: own order
    trace.append(call)
    seen[id, default: []].append(value)
    lastSeen[id] = value
    calls[id, default: 0] += 1
    for reaction in plans[id] ?? [] where reaction.onCall == calls[id] { perform(reaction.action) }
    if let limit = limits[id], calls[id] == limit { perform(.end(id)) }  // `take` finished
  }
}
