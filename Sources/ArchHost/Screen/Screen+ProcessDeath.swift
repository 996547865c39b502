// Process death and restore: the one path where only `SavedState` survives.
extension Screen {
  /// Kills the process: asks the saved-state providers for the bundle, then
  /// destroys the view, clears the retained store, cancels every task on
  /// the host, settles, and returns the bundle — the only thing that
  /// survives. Pass it to ``restore(_:)``.
  ///
  /// A real process dies without callbacks; here the view still sees
  /// `destroyed` and ``Clearable`` values are cleared, so that the probes
  /// can read zero afterwards. The host models one app process: its tasks
  /// all die, whichever screen started them.
  ///
  /// ```swift
  /// let saved = screen.processDeath()  // ["userID": "42"]
  /// ```
  ///
  /// - Precondition: A view is shown.
  @discardableResult
  public func processDeath() -> SavedState {
    requireView("processDeath()", in: LifecycleState.allCases)
    let bundle = Self.serialized(saved.collect())
    tearDownView()
    retained.clear()
    saved._reset(restored: nil)
    host.tasks.cancelAll()
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
  /// - Precondition: No view is shown.
  public func restore(_ bundle: SavedState) {
    requireNoView("restore(_:)")
    saved._reset(restored: bundle)
    bringUpNewView()
    host.settle()
  }
}
