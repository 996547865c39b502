/// The clock of a sharing's stop and expiry timers, told apart once:
/// casting the existential on every stop timer cost a tenth of setting the
/// timer. A class, so the observer that sets the timers copies a reference,
/// not an existential; outside the generic `_Sharing`, so using it looks up
/// no metadata.
final class _SharingClock: Sendable {
  let clock: any Clock<Duration>
  /// The same clock when it is a ``TestClock``: its timers need no task.
  let test: TestClock?

  init(_ clock: any Clock<Duration>) {
    self.clock = clock
    test = clock as? TestClock
  }
}
