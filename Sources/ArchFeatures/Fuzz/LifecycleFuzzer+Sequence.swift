import ArchFlow

extension LifecycleFuzzer {
  /// The legal sequence fixed by `seed`: ``steps`` random actions, then,
  /// if the view is in the background, a foreground, and the ``settle``.
  ///
  /// Legal as the scenario runner sees it: show and restore only without a
  /// view (restore only right after a process death), rotate and background
  /// only when resumed, foreground only when stopped. Intents only reach a
  /// resumed view, as a user can only tap a visible one. The sequence never
  /// ends in the background: what a stopped view last rendered differs by
  /// design (the MVC controller renders while stopped, presenters attach
  /// only while started), and the model describes a visible screen.
  ///
  /// ```swift
  /// LifecycleFuzzer.sequence(Search.self, seed: 7).map(\.description)
  /// // ["show", "type(ada)", "advance 0.3 s", "rotate", …, "advance 10 s"]
  /// ```
  package static func sequence<F: ReferenceModeled>(_ feature: F.Type, seed: UInt64) -> [Action<F.Intent>] {
    checkUsage(!F.fuzzIntents.isEmpty, "\(F.name): fuzzIntents is empty")
    var random = SplitMix64(seed: seed)
    var view = GeneratedView.none(restorable: false)
    var actions: [Action<F.Intent>] = []
    for _ in 0..<Int.random(in: steps, using: &random) {
      let action: Action<F.Intent> =
        switch view.pick(using: &random) {
        case .intent: .intent(F.fuzzIntents.randomElement(using: &random)!)
        case .advance: .advance(randomDuration(using: &random))
        case .failNext: .failNextRequests([0, 1, 1, 2].randomElement(using: &random)!)
        case .show: .show
        case .restore: .restore
        case .rotate: .rotate
        case .pop: .pop
        case .background: .background
        case .foreground: .foreground
        case .processDeath: .processDeath
        }
      view = view.after(action)
      actions.append(action)
    }
    if view == .stopped { actions.append(.foreground) }
    actions.append(.advance(settle))
    return actions
  }

  /// Half the time a duration at or around the suite's latencies, debounce
  /// and stop timeout (boundaries included); otherwise 1 ms to 3 s.
  private static func randomDuration(using random: inout SplitMix64) -> Duration {
    let landmarks = [1, 100, 199, 200, 201, 299, 300, 301, 499, 500, 501, 800, 1000, 1001, 4999, 5000, 5001, 6000]
    return .milliseconds(Bool.random(using: &random)
      ? landmarks.randomElement(using: &random)! : Int.random(in: 1...3000, using: &random))
  }
}

/// Where the generated sequence has left the view, and which kind of
/// action may come next, with its weight.
enum GeneratedView: Equatable {
  case none(restorable: Bool)
  case resumed
  case stopped

  enum Kind { case intent, advance, failNext, show, restore, rotate, pop, background, foreground, processDeath }

  func pick(using random: inout SplitMix64) -> Kind {
    let weighted: [(Kind, Int)] =
      switch self {
      case .none(let restorable): [(.show, 5), (.restore, restorable ? 4 : 0), (.advance, 2), (.failNext, 1)]
      case .resumed:
        [(.intent, 8), (.advance, 6), (.rotate, 3), (.background, 2), (.pop, 1), (.processDeath, 1), (.failNext, 1)]
      case .stopped: [(.foreground, 4), (.advance, 3), (.pop, 1), (.processDeath, 1), (.failNext, 1)]
      }
    var roll = Int.random(in: 0..<weighted.reduce(0) { $0 + $1.1 }, using: &random)
    for (kind, weight) in weighted {
      if roll < weight { return kind }
      roll -= weight
    }
    usageFailure("unreachable: the roll is below the total weight")
  }

  func after<Intent>(_ action: Action<Intent>) -> GeneratedView {
    switch action {
    case .show, .restore, .foreground: .resumed
    case .background: .stopped
    case .pop: .none(restorable: false)
    case .processDeath: .none(restorable: true)
    case .rotate, .intent, .advance, .failNextRequests: self
    }
  }
}
