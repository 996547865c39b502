import ArchFlow

// Run to completion: a transition asked for while another one of the same
// screen runs (from a lifecycle observer, or another thread) is queued and
// run after it, whole, by the thread running it.
extension Screen {
  /// Runs `transition` now, or queues it behind the running one; checks it
  /// at the call against the state the screen will be in when it runs.
  ///
  /// - Returns: The bundle, for `.processDeath`.
  @discardableResult
  func perform(_ transition: ScreenTransition) -> SavedState? {
    let admission = state.withLock { state -> ScreenAdmission in
      // Read under the lock: no other transition can start or end between
      // this check and taking the screen for this one.
      let now = ScreenTransition.Outlook(instances: state.instances, view: state.shown?.context.lifecycle.current)
      guard let running = state.running else {
        if let refusal = refusal(of: transition, after: now, queued: false) { return .refused(refusal) }
        if !transition.applies(to: now) { return .skipped }
        state.running = transition.call
        state.outlook = transition.outcome(from: now)
        return .run
      }
      if case .processDeath = transition {
        return .refused(
          """
          Screen "\(name)".processDeath(): called while \(running) is running (from a lifecycle \
          observer, say); it returns the saved bundle, so it cannot wait for \(running) to end. \
          Call it between transitions.
          """
        )
      }
      let before = state.outlook ?? now
      if let refusal = refusal(of: transition, after: before, queued: true) { return .refused(refusal) }
      if transition.applies(to: before) {
        state.queue.append(transition)
        state.outlook = transition.outcome(from: before)
      }
      return .queued
    }
    switch admission {
    case .queued, .skipped: return nil
    case .refused(let message): usageFailure(message)
    case .run:
      let bundle = run(transition)
      drainQueue()
      return bundle
    }
  }

  /// Runs the queued transitions, oldest first, until none is left.
  private func drainQueue() {
    while true {
      let next = state.withLock { state -> ScreenTransition? in
        if state.queue.isEmpty {
          state.running = nil
          state.outlook = nil
          return nil
        }
        let next = state.queue.removeFirst()
        state.running = next.call
        return next
      }
      guard let next else { return }
      // Checked at the call already; this catches a lifecycle moved by hand since.
      let now = outlookNow()
      if let refusal = refusal(of: next, after: now, queued: false) { usageFailure(refusal) }
      if next.applies(to: now) { run(next) }
    }
  }

  /// What the screen shows now.
  private func outlookNow() -> ScreenTransition.Outlook {
    let (instances, lifecycle) = state.withLock { ($0.instances, $0.shown?.context.lifecycle) }
    return ScreenTransition.Outlook(instances: instances, view: lifecycle?.current)
  }

  /// Does `transition`, then settles.
  @discardableResult
  private func run(_ transition: ScreenTransition) -> SavedState? {
    switch transition {
    case .show:
      bringUpNewView()
    case .restore(let bundle):
      saved._reset(restored: bundle)
      bringUpNewView()
    case .rotate:
      let bundle = saved.collect()
      tearDownView()
      saved._replaceRestored(with: bundle)
      bringUpNewView()
    case .pop, .finish:
      tearDownView()
      retained.clear()
      saved._reset(restored: nil)
    case .background:
      move(through: [.paused, .stopped])
    case .foreground:
      move(through: [.started, .resumed])
    case .processDeath:
      return dieNow()
    }
    host.settle()
    return nil
  }

  /// Why `transition` cannot follow `outlook`, in words, or `nil` if it can.
  /// `queued`: the outlook is what the screen will show once the
  /// transitions in progress end, not what it shows now.
  private func refusal(
    of transition: ScreenTransition, after outlook: ScreenTransition.Outlook, queued: Bool
  ) -> String? {
    // Worded only when refusing: this check runs on every transition.
    if transition.isAllowed(after: outlook) { return nil }
    let call = "Screen \"\(name)\".\(transition.call)"
    let once = queued ? " once the transitions in progress end" : ""
    guard let shown = outlook.view else {
      return "\(call): no view \(queued ? "will be" : "is") shown\(once); call show() or restore(_:) first."
    }
    guard case .view(let allowed) = transition.requirement else {
      return queued
        ? "\(call): view #\(outlook.instances) will be shown (\(shown))\(once); pop() it first."
        : "\(call): view #\(outlook.instances) is already shown (\(shown)); pop() it first."
    }
    let must = allowed.map(\.rawValue).joined(separator: " or ")
    return "\(call): view #\(outlook.instances) \(queued ? "will be" : "is") \(shown)\(once); it must be \(must)."
  }
}

/// What ``Screen/perform(_:)`` decided under the lock. Outside the generic
/// screen, so that deciding looks nothing up at run time.
private enum ScreenAdmission {
  case run, queued, skipped
  case refused(String)
}
