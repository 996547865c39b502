/// The delivery rules of each flow kind, as docs/ArchFlow.md states them.
extension ReferenceModel {
  // MARK: State flows

  /// A value equal to the current one is not emitted; a value set while a
  /// delivery runs is picked up by that delivery.
  func set(_ newValue: Int) {
    if newValue == value {
      if fault == .emitsEqualValues, !delivering {
        delivering = true
        pass(newValue, to: live)
        delivering = false
        deliverState()
      }
      return
    }
    value = newValue
    if !delivering { deliverState() }
  }

  /// Passes until every live subscriber was last called with the current
  /// value: a newcomer gets the current value, everyone ends on the latest,
  /// and no subscriber is called twice in a row with equal values.
  func deliverState() {
    delivering = true
    while true {
      let owed = live.filter { lastSeen[$0] != value }
      if owed.isEmpty { break }
      pass(value, to: owed)
    }
    delivering = false
  }

  // MARK: Shared flows

  /// Delivered at once when idle, else buffered behind the running delivery.
  func emit(_ newValue: Int) {
    buffer.append(newValue)
    guard delivering else { return deliverShared() }
    guard case .shared(let replayCount, let extra, var overflow) = config else { return }
    if fault == .swapsTheOverflowPolicy { overflow = overflow == .dropOldest ? .dropLatest : .dropOldest }
    if buffer.count > replayCount + extra {
      buffer.remove(at: overflow == .dropOldest ? 0 : buffer.count - 1)
    }
  }

  /// Newcomers get the replay first; then each buffered value, in order, is
  /// recorded for replay and reaches every live subscriber.
  func deliverShared() {
    guard case .shared(let replayCount, _, _) = config else { return }
    delivering = true
    while true {
      if !newcomers.isEmpty {
        var fresh = newcomers
        newcomers = []
        let replayed = replay
        while let id = pick(from: fresh.filter { live.contains($0) }, value: replayed.first ?? -1) {
          fresh.removeAll { $0 == id }
          for value in replayed where live.contains(id) { call(id, value) }
        }
      } else if !buffer.isEmpty {
        let next = buffer.removeFirst()
        replay = Array((replay + [next]).suffix(replayCount))
        pass(next, to: live)
      } else {
        break
      }
    }
    delivering = false
  }
}
