// Process death and restore: the one path where only `SavedState` survives.
extension Screen {
  /// Kills the process: asks the saved-state providers for the bundle, then
  /// destroys the view, clears the retained store, settles, cancels every
  /// task still on the host, settles again, and returns the bundle — the
  /// only thing that survives. Pass it to ``restore(_:)``.
  ///
  /// A real process dies without callbacks; here the view still sees
  /// `destroyed` and ``Clearable`` values are cleared, so that the probes
  /// can read zero afterwards. The host models one app process: its tasks
  /// all die, whichever screen started them.
  ///
  /// Killing them would hide a task nobody owned, so the tasks still live
  /// once the store is cleared and the host settled — those their owners
  /// did not cancel — are listed in the host's
  /// ``ProbeReport/tasksKilledByProcessDeath`` (and so in its
  /// ``ProbeReport/leaks``) before they are cancelled.
  ///
  /// ```swift
  /// let saved = screen.processDeath()  // ["userID": "42"]
  /// ```
  ///
  /// - Precondition: A view is shown, and no other transition of this
  ///   screen is running: called from a lifecycle observer during one, it
  ///   could not return the bundle, so it stops the process instead.
  @discardableResult
  public func processDeath() -> SavedState {
    // Never queued (it traps instead), so it always returns the bundle.
    perform(.processDeath) ?? SavedState()
  }

  /// The steps of ``processDeath()``.
  func dieNow() -> SavedState {
    let bundle = saved.collect()
    tearDownView()
    retained.clear()
    saved._reset(restored: nil)
    host.settle()  // owners that cancelled their tasks see them return first
    host._killTasksForProcessDeath()
    host.settle()
    return bundle
  }

  /// Rebuilds the screen after process death: a new view whose context's
  /// ``ScreenContext/saved`` reads `bundle`, brought to `resumed`; then
  /// settles.
  ///
  /// ```swift
  /// screen.restore(saved)
  /// ```
  ///
  /// - Precondition: No view is shown (called during another transition:
  ///   none will be once it ends).
  public func restore(_ bundle: SavedState) {
    perform(.restore(bundle))
  }
}
