import ArchFeatures

/// The test counter's reference model: increments since the screen opened,
/// kept across rotation unless the variant declares it reloads.
extension Counter: ReferenceModeled {
  static var fuzzIntents: [CounterIntent] { [.increment] }

  static func reference(after actions: [Action<CounterIntent>], traits: VariantTraits) -> ReferenceOutcome<Int> {
    var count: Int?
    for action in actions {
      switch action {
      case .show, .restore: count = 0  // nothing is saved at process death
      case .rotate where traits.contains(.reloadsOnRotation): count = 0
      case .pop, .processDeath: count = nil
      case .intent: count? += 1
      case .rotate, .background, .foreground, .advance, .failNextRequests: break
      }
    }
    return ReferenceOutcome(frame: count)  // requests not modelled
  }
}
