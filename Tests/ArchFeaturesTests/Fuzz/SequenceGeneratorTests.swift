import ArchFeatures
import Testing

/// The generator: the same seed gives the same sequence, and every
/// sequence is one the scenario runner accepts.
@Suite struct SequenceGeneratorTests {
  @Test func sameSeedGivesTheSameSequence() {
    for seed: UInt64 in [0, 1, 42, 0xDEAD_BEEF, .max] {
      let first = LifecycleFuzzer.sequence(Search.self, seed: seed).map(\.description)
      #expect(LifecycleFuzzer.sequence(Search.self, seed: seed).map(\.description) == first)
    }
  }

  @Test func differentSeedsGiveDifferentSequences() {
    let sequences = Set(
      (0..<200 as Range<UInt64>).map { LifecycleFuzzer.sequence(Todo.self, seed: $0).map(\.description) })
    #expect(sequences.count >= 195)
  }

  // NB: let `GeneratedView.pick` offer `.rotate` when stopped and this fails.
  @Test func everySequenceIsLegalAndEndsSettledOnAVisibleOrClosedScreen() {
    for seed: UInt64 in 0..<2_000 {
      let actions = LifecycleFuzzer.sequence(Feed.self, seed: seed)
      #expect(illegalStep(in: actions) == nil, "seed \(seed): \(actions.map(\.description))")
      // The random steps, perhaps a foreground, and the settle.
      #expect((LifecycleFuzzer.steps.lowerBound + 1...LifecycleFuzzer.steps.upperBound + 2).contains(actions.count))
      guard case .advance(LifecycleFuzzer.settle) = actions.last else {
        Issue.record("seed \(seed) does not end with the settle")
        continue
      }
    }
  }

  @Test func sequencesMixEveryKindOfAction() {
    let texts = (0..<300 as Range<UInt64>).flatMap {
      LifecycleFuzzer.sequence(UserProfile.self, seed: $0).map(\.description)
    }
    let kinds = [
      "show", "rotate", "pop", "background", "foreground", "process death", "restore", "retry", "advance", "fail next",
    ]
    for kind in kinds {
      #expect(texts.contains { $0.hasPrefix(kind) }, "no \(kind) in 300 sequences")
    }
  }

  /// The first step that breaks the lifecycle rules, checked independently
  /// of the generator; nothing may follow a stop but the settle's foreground.
  private func illegalStep(in actions: [Action<FeedIntent>]) -> Int? {
    enum View { case none, resumed, stopped }
    var view = View.none
    var restorable = false
    for (index, action) in actions.enumerated() {
      let legal: Bool
      switch action {
      case .show: legal = view == .none
      case .restore: legal = view == .none && restorable
      case .rotate, .background, .intent: legal = view == .resumed
      case .foreground: legal = view == .stopped
      case .pop, .processDeath: legal = view != .none
      case .advance, .failNextRequests: legal = true
      }
      guard legal else { return index }
      switch action {
      case .show, .restore, .foreground: view = .resumed
      case .background: view = .stopped
      case .pop, .processDeath: view = .none
      default: break
      }
      if case .processDeath = action { restorable = true } else if action.isLifecycleEvent { restorable = false }
      if index == actions.count - 1 && view == .stopped { return index }
    }
    return nil
  }
}
