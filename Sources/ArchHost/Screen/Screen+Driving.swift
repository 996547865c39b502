import ArchFlow

// The steps the transitions of `Screen` are made of. The screen's lock is
// never held while calling out (factory, lifecycle observers).
extension Screen {
  /// Makes view number n + 1 with a fresh lifecycle and brings it to resumed.
  func bringUpNewView() {
    let instance = state.withLock { state -> Int in
      state.instances += 1
      return state.instances
    }
    let lifecycle = Lifecycle(instance: instance, ledger: host.ledger)
    let context = ScreenContext(
      host: host, name: name, lifecycle: lifecycle,
      retained: retained, saved: saved, renderLog: renderLog,
      finish: { [weak self] in self?.finish(instance: instance) }
    )
    let view = host.withLedger { makeView(context) }
    host.tracker.track(view, as: "\(name) view #\(instance)")
    // Stored before moving, so observers of `started` can see `screen.view`.
    state.withLock { $0.shown = ScreenState.Shown(view: view, context: context) }
    move(through: [.started, .resumed])
  }

  /// ``ScreenContext/finish()``: pops the screen if view `instance` is
  /// still its view.
  func finish(instance: Int) {
    perform(.finish(instance: instance))
  }

  /// Walks the current view down to destroyed along legal moves, forgets it
  /// and expects it to be released.
  func tearDownView() {
    guard let shown = state.withLock({ $0.shown }) else { return }
    let path: [LifecycleState] =
      switch shown.context.lifecycle.current {
      case .resumed: [.paused, .stopped, .destroyed]
      case .paused, .started: [.stopped, .destroyed]
      case .created, .stopped: [.destroyed]
      case .destroyed: []
      }
    move(through: path)
    state.withLock { $0.shown = nil }
    host.tracker.expectReleased(shown.view)
  }

  /// Moves the current view's lifecycle through `states`, with the host's
  /// ledger bound so observers' new flows report there.
  func move(through states: [LifecycleState]) {
    guard let lifecycle = self.lifecycle else { return }
    host.withLedger {
      for next in states { lifecycle.move(to: next) }
    }
  }
}
