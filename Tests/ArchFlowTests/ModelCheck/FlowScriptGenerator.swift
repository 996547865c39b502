import ArchTestSupport

/// Random scripts of flow actions, from a seed: writes (often equal to the
/// current value), updates, subscribers with reentrant reactions, and
/// cancellations of live, cancelled and unknown subscribers.
struct FlowScriptGenerator {
  private var random: SplitMix
  private let config: FlowConfig
  private var nextID = 0

  init(seed: UInt64, config: FlowConfig) {
    random = SplitMix(seed: seed)
    self.config = config
  }

  mutating func script() -> [FlowAction] {
    let length = roll(1...30)
    return (0..<length).map { _ in topLevel() }
  }

  private mutating func topLevel() -> FlowAction {
    switch roll(0...9) {
    case 0...2: return .write([value()])
    case 3: return config.isState ? .update(roll(0...3)) : .resetReplay
    case 4...6:
      let id = newID()
      return .subscribe(id, plan(owner: id, depth: 2))
    case 7: return .cancel(roll(0...nextID))  // nextID is not subscribed yet: a no-op
    case 8:
      let id = newID()
      return .subscribeTaking(id, count: roll(1...4), plan(owner: id, depth: 1))
    default: return .write((0..<roll(2...5)).map { _ in value() })
    }
  }

  /// Up to three reactions of subscriber `owner`, nesting subscribers `depth` deep.
  private mutating func plan(owner: Int, depth: Int) -> [Reaction] {
    let count = [0, 0, 1, 1, 2, 3][roll(0...5)]
    return (0..<count).map { _ in Reaction(onCall: roll(1...3), action: reaction(owner: owner, depth: depth)) }
  }

  private mutating func reaction(owner: Int, depth: Int) -> FlowAction {
    switch roll(0...9) {
    case 0...1: return .write([value()])
    case 2: return .write((0..<roll(2...5)).map { _ in value() })
    case 3: return config.isState ? .update(roll(0...3)) : .resetReplay
    case 4...5 where depth > 0:
      let id = newID()
      return .subscribe(id, plan(owner: id, depth: depth - 1))
    case 6: return .cancel(owner)  // itself
    case 7: return .end(owner)  // itself, through its end
    case 8: return config.isState ? .end(roll(0...nextID)) : .tryEmit(value())
    default: return .cancel(roll(0...nextID))
    }
  }

  private mutating func newID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  private mutating func value() -> Int { roll(0...3) }

  private mutating func roll(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
}
