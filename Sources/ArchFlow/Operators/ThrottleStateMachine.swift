/// The state of one throttled subscription, without locks or side effects:
/// each transition returns what the storage must do, outside its lock.
///
/// A value that comes at least `interval` after the last delivery goes out
/// at once. One that comes sooner is held, and a timer is started for the
/// end of the interval; values arriving while one is held replace it
/// (`latest`) or are dropped (first wins). When the timer fires, the held
/// value goes out and a new interval starts from then.
struct _ThrottleStateMachine<Element, Instant: InstantProtocol, Timer> {
  private let interval: Instant.Duration
  private let latest: Bool
  private var lastDelivery: Instant?
  private var held: Element?
  private var generation: UInt64 = 0
  private var timer: Timer?
  private var finished = false

  init(interval: Instant.Duration, latest: Bool) {
    self.interval = interval
    self.latest = latest
  }

  /// What the storage does when a value arrives.
  enum ValueAction {
    /// Nothing now: the value was held, dropped, or the subscription ended.
    case none
    /// Deliver the value at once.
    case deliver(Element)
    /// The value is held: start a timer for `generation` ending at `deadline`.
    case startTimer(deadline: Instant, generation: UInt64)
  }

  mutating func valueArrived(_ value: Element, at now: Instant) -> ValueAction {
    if finished { return .none }
    if held != nil {
      if latest { held = value }
      return .none
    }
    if let lastDelivery, now < lastDelivery.advanced(by: interval) {
      held = value
      generation &+= 1
      return .startTimer(deadline: lastDelivery.advanced(by: interval), generation: generation)
    }
    lastDelivery = now
    return .deliver(value)
  }

  /// Keeps `newTimer`, started for `generation`; returns it back to be
  /// cancelled if it is no longer needed.
  mutating func timerStarted(_ newTimer: Timer, generation: UInt64) -> Timer? {
    guard !finished, generation == self.generation, held != nil else { return newTimer }
    timer = newTimer
    return nil
  }

  /// The interval ended: returns the held value to deliver, if any.
  mutating func timerFired(generation: UInt64, at now: Instant) -> Element? {
    guard !finished, generation == self.generation, let value = held else { return nil }
    held = nil
    timer = nil
    lastDelivery = now
    return value
  }

  /// The subscription ends: returns the timer to cancel.
  mutating func cancel() -> Timer? {
    finished = true
    generation &+= 1
    held = nil
    defer { timer = nil }
    return timer
  }
}
