import ArchFlow

/// The flow under check: a state flow, or a shared flow with its buffer.
enum FlowConfig: Sendable, Hashable, CustomStringConvertible {
  case state
  case shared(replay: Int, extra: Int, overflow: BufferOverflow)

  var isState: Bool { self == .state }

  /// The config as Swift, for a `replay(seed:config:)` call.
  var literal: String {
    switch self {
    case .state: ".state"
    case .shared(let replay, let extra, let overflow):
      ".shared(replay: \(replay), extra: \(extra), overflow: .\(overflow))"
    }
  }

  var description: String {
    switch self {
    case .state: "StateFlow"
    case .shared(let replay, let extra, let overflow): "SharedFlow(replay: \(replay), extra: \(extra), .\(overflow))"
    }
  }
}

/// One step of a script, done at top level or by a subscriber while it is
/// called. Both the real flow and the reference model perform it.
indirect enum FlowAction: Sendable, Equatable, CustomStringConvertible {
  /// `value = x` on a state flow, `emit(x)` on a shared flow, for each x.
  case write([Int])
  /// `update { $0 = ($0 + delta) mod 4 }` (state flows only).
  case update(Int)
  /// Subscribes subscriber `id`, which reacts to its own calls by `plan`.
  case subscribe(Int, [Reaction])
  /// Cancels subscriber `id`'s token, if it was handed back (live or not).
  case cancel(Int)
  /// `resetReplayCache()` (shared flows only).
  case resetReplay
  /// Subscribes subscriber `id` through `take(count)`: it is gone after
  /// its `count`-th call.
  case subscribeTaking(Int, count: Int, [Reaction])
  /// Cancels subscriber `id`'s `SubscriptionEnd`, which works before its
  /// token is handed back too (during its replay).
  case end(Int)
  /// `tryEmit(x)` (shared flows only): declined while a `.suspend` flow's
  /// running delivery has a full queue.
  case tryEmit(Int)

  var description: String {
    switch self {
    case .write(let values): "write\(values)"
    case .update(let delta): "update(+\(delta))"
    case .subscribe(let id, let plan) where plan.isEmpty: "subscribe(#\(id))"
    case .subscribe(let id, let plan): "subscribe(#\(id), \(plan))"
    case .cancel(let id): "cancel(#\(id))"
    case .resetReplay: "resetReplay"
    case .subscribeTaking(let id, let count, let plan): "subscribe(#\(id), take \(count), \(plan))"
    case .end(let id): "end(#\(id))"
    case .tryEmit(let value): "tryEmit(\(value))"
    }
  }
}

/// What a subscriber does on its `onCall`-th call (1-based), while being called.
struct Reaction: Sendable, Equatable, CustomStringConvertible {
  var onCall: Int
  var action: FlowAction

  var description: String { "on call \(onCall): \(action)" }
}

/// One call of a subscriber's callback.
struct Call: Sendable, Hashable, CustomStringConvertible {
  var subscriber: Int
  var value: Int

  var description: String { "#\(subscriber)←\(value)" }
}

/// What the checker compares after every top-level action.
struct Observation: Equatable, CustomStringConvertible {
  /// The calls made during the last action, in order.
  var trace: [Call]
  /// Every value each subscriber has seen, in order (`nil` between the
  /// full comparisons: equal traces keep it equal, and copying it is slow).
  var seen: [Int: [Int]]?
  /// The state flow's value, or the shared flow's `replayCache`.
  var value: Int?
  var replay: [Int]?
  /// The ledger's live count (the `subscriptionCount` observer included).
  var live: Int
  /// Every value `subscriptionCount` delivered.
  var counts: [Int]
  /// Every value a conflated `values` consumer took, if the check runs one.
  var consumed: [Int]?

  var description: String {
    let seen = seen ?? [:]
    let seenText = seen.keys.sorted().map { "#\($0): \(seen[$0]!)" }.joined(separator: ", ")
    return "trace \(trace), value \(value.map(String.init) ?? "-"), replay \(replay.map(\.description) ?? "-"), "
      + "live \(live), counts \(counts), seen [\(seenText)]"
      + (consumed.map { ", consumed \($0)" } ?? "")
  }
}

/// The values of a state flow under check stay in 0..<4, so equal values are common.
func wrapped(_ value: Int) -> Int { ((value % 4) + 4) % 4 }
