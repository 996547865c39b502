/// The delivery rules of each flow kind, as Sources/ArchFlow/ArchFlow.docc/FlowContract.md states them.
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

  /// Delivered at once when idle, else queued behind the running delivery.
  /// A full queue drops by policy: `.dropLatest` drops the new value for
  /// everyone, replay included; `.dropOldest` drops the oldest queued one,
  /// and the replay keeps the new one.
  func emit(_ newValue: Int) {
    guard case .shared(let replayCount, let extra, var overflow) = config else { return }
    if fault == .swapsTheOverflowPolicy { overflow = overflow == .dropOldest ? .dropLatest : .dropOldest }
    let full = delivering && buffer.count >= replayCount + extra
    if full, overflow == .dropLatest { return }
    replay = Array((replay + [newValue]).suffix(replayCount))
    buffer.append((queued, newValue))
    queued += 1
    guard delivering else { return deliverShared() }
    if full, overflow == .dropOldest { buffer.removeFirst() }
  }

  /// A subscriber gets the replay it found, then the values queued after
  /// it came; arrivals are replayed first, in the order they came, then each
  /// queued value reaches every live subscriber that was there when it was
  /// emitted.
  func deliverShared() {
    delivering = true
    var skipping: [Arrival] = []
    while true {
      if !newcomers.isEmpty {
        let fresh = newcomers
        newcomers = []
        let head = buffer.first?.position ?? queued
        skipping += fresh.filter { $0.from > head }
        for arrival in fresh {
          for value in arrival.replayed where live.contains(arrival.id) { call(arrival.id, value) }
        }
      } else if !buffer.isEmpty {
        let (position, next) = buffer.removeFirst()
        skipping.removeAll { $0.from <= position }
        pass(next, to: live.filter { id in !skipping.contains { $0.id == id } })
      } else {
        break
      }
    }
    delivering = false
  }
}
