import Synchronization

/// A timer of a ``TestClock`` (``TestClock/_schedule(at:_:)``): pending
/// until its deadline fires it or it is cancelled, whichever comes first;
/// the other then does nothing.
final class _ClockTimer: Cancellable {
  private static let pending: UInt8 = 0
  private static let done: UInt8 = 1

  let id: UInt64
  private let action: @Sendable () -> Void
  private weak let clock: TestClock?
  private let state = Atomic<UInt8>(_ClockTimer.pending)

  init(id: UInt64, clock: TestClock, action: @escaping @Sendable () -> Void) {
    self.id = id
    self.clock = clock
    self.action = action
  }

  /// Fired or cancelled.
  var isCancelled: Bool { state.load(ordering: .acquiring) == Self.done }

  /// The deadline came: runs the action unless cancelled first.
  func fire() {
    guard state.compareExchange(expected: Self.pending, desired: Self.done, ordering: .acquiringAndReleasing).exchanged
    else { return }
    action()
  }

  /// Takes the timer off its clock unless it fired first.
  func cancel() {
    guard state.compareExchange(expected: Self.pending, desired: Self.done, ordering: .acquiringAndReleasing).exchanged
    else { return }
    clock?._unschedule(self)
  }
}
