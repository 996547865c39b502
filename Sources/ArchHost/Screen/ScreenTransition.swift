/// A transition of ``Screen``, as a value that can wait in its queue.
enum ScreenTransition: Sendable {
  /// What a screen shows: how many views it has made, and the state of the
  /// last one if it is shown (`nil`: no view).
  struct Outlook: Sendable {
    var instances: Int
    var view: LifecycleState?
  }

  case show, rotate, pop, background, foreground, processDeath
  case restore(SavedState)
  /// ``ScreenContext/finish()`` from view `instance`: a pop if that view is shown.
  case finish(instance: Int)

  /// The call, for messages: `"pop()"`.
  var call: String {
    switch self {
    case .show: "show()"
    case .rotate: "rotate()"
    case .pop: "pop()"
    case .background: "background()"
    case .foreground: "foreground()"
    case .processDeath: "processDeath()"
    case .restore: "restore(_:)"
    case .finish: "finish()"
    }
  }

  enum Requirement {
    case none, noView
    case view(in: [LifecycleState])
  }

  var requirement: Requirement {
    switch self {
    case .show, .restore: .noView
    case .rotate, .background: .view(in: Self.resumed)
    case .foreground: .view(in: Self.stopped)
    case .pop, .processDeath: .view(in: Self.anyState)
    case .finish: .none
    }
  }

  // Made once: the requirement is asked for on every transition.
  private static let resumed: [LifecycleState] = [.resumed]
  private static let stopped: [LifecycleState] = [.stopped]
  private static let anyState = LifecycleState.allCases

  /// Whether it may follow `outlook`, as ``requirement`` says.
  func isAllowed(after outlook: Outlook) -> Bool {
    switch (requirement, outlook.view) {
    case (.none, _), (.noView, nil): true
    case (.view(let allowed), let shown?): allowed.contains(shown)
    case (.noView, _?), (.view, nil): false
    }
  }

  /// Whether it does anything after `outlook`: `finish` only pops its own view.
  func applies(to outlook: Outlook) -> Bool {
    guard case .finish(let instance) = self else { return true }
    return outlook.view != nil && outlook.instances == instance
  }

  /// What the screen shows once it has run after `outlook`.
  func outcome(from outlook: Outlook) -> Outlook {
    guard applies(to: outlook) else { return outlook }
    switch self {
    case .show, .restore, .rotate: return Outlook(instances: outlook.instances + 1, view: .resumed)
    case .pop, .processDeath, .finish: return Outlook(instances: outlook.instances, view: nil)
    case .background: return Outlook(instances: outlook.instances, view: .stopped)
    case .foreground: return Outlook(instances: outlook.instances, view: .resumed)
    }
  }
}
