/// The state of one debounced subscription, without locks or side effects:
/// each transition returns what the storage must do, outside its lock.
///
/// Every value gets a new generation; a timer fires its value only if no
/// newer value (nor a cancellation) bumped the generation since it started.
struct _DebounceStateMachine<Element, Timer> {
  private var generation: UInt64 = 0
  private var pending: Element?
  private var timer: Timer?
  private var finished = false

  /// What the storage does when a value arrives.
  struct ValueAction {
    /// Start a timer for this generation (`nil` once finished).
    var startTimer: UInt64?
    /// Cancel this superseded timer.
    var cancelTimer: Timer?
  }

  /// A value replaces the pending one and restarts the quiet period.
  mutating func valueArrived(_ value: Element) -> ValueAction {
    if finished { return ValueAction(startTimer: nil, cancelTimer: nil) }
    generation &+= 1
    pending = value
    defer { timer = nil }
    return ValueAction(startTimer: generation, cancelTimer: timer)
  }

  /// Keeps `newTimer`, started for `generation`; returns it back to be
  /// cancelled if a newer value, a cancellation or its own firing got in
  /// first.
  mutating func timerStarted(_ newTimer: Timer, generation: UInt64) -> Timer? {
    guard !finished, generation == self.generation, pending != nil else { return newTimer }
    timer = newTimer
    return nil
  }

  /// The quiet period of `generation` ended: returns the value to deliver,
  /// or `nil` if the timer was superseded.
  mutating func timerFired(generation: UInt64) -> Element? {
    guard !finished, generation == self.generation, let value = pending else { return nil }
    pending = nil
    timer = nil
    return value
  }

  /// The subscription ends: returns the timer to cancel.
  mutating func cancel() -> Timer? {
    finished = true
    generation &+= 1
    pending = nil
    defer { timer = nil }
    return timer
  }
}
