/// Holds what an upstream delivers until `onSubscription`'s action has run,
/// then delivers it in order and lets later values straight through.
final class _SubscriptionGate<Element: Sendable>: @unchecked Sendable {
  // `lock` guards `isOpen` and `held`; `receive` is immutable.
  private let lock = _Lock()
  private var isOpen = false
  private var held: [Element] = []
  private let receive: @Sendable (Element) -> Void

  init(_ receive: @escaping @Sendable (Element) -> Void) {
    self.receive = receive
  }

  deinit { lock.deallocate() }

  /// Delivers `value` now if the gate is open, else holds it.
  func pass(_ value: Element) {
    lock.lock()
    if isOpen {
      lock.unlock()
      receive(value)
    } else {
      held.append(value)
      lock.unlock()
    }
  }

  /// Delivers what was held, including what arrives while it does, then
  /// opens: no value overtakes an earlier one.
  func open() {
    while true {
      lock.lock()
      if held.isEmpty {
        isOpen = true
        lock.unlock()
        return
      }
      let batch = held
      held = []
      lock.unlock()
      for value in batch { receive(value) }
    }
  }
}
