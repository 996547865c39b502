/// The clock of a sharing's stop and expiry timers, told apart once:
/// casting the existential on every stop timer cost a tenth of setting the
/// timer. Outside the generic `_Sharing`, so using it looks up no metadata.
enum _SharingClock: Sendable {
  case test(TestClock)
  case other(any Clock<Duration>)

  init(_ clock: any Clock<Duration>) {
    if let testClock = clock as? TestClock {
      self = .test(testClock)
    } else {
      self = .other(clock)
    }
  }
}
