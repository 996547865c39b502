/// The skeleton the suite's reference models share: one screen's state and
/// its fakes' state in virtual time, driven through a sequence of actions
/// by ``play(_:traits:)``.
///
/// A world keeps what outlives a view (the fakes: their failure budget,
/// stored data, navigations) apart from what a screen holds (the state of
/// its presenter or view model), so that ``open(restored:at:)`` and
/// ``close(processDeath:at:)`` say exactly what survives.
protocol ReferenceWorld {
  associatedtype Intent: Sendable & CustomStringConvertible
  associatedtype Frame: Sendable

  /// A world before the screen is first shown, for a variant with `traits`.
  init(traits: VariantTraits)
  /// Requests the fake will still fail (``Action/failNextRequests(_:)`` sets it).
  var failuresLeft: Int { get set }
  /// Requests the fake has started, over every screen of the run.
  var requests: Int { get set }
  /// When the next thing in flight completes, if anything is in flight.
  var nextEvent: Duration? { get }
  /// What the screen shows now.
  var frame: Frame { get }

  /// The thing due at `now` happens.
  mutating func fire(at now: Duration)
  /// A new screen: shown fresh, or restored from what the last process
  /// death saved.
  mutating func open(restored: Bool, at now: Duration)
  /// The screen goes away, cancelling its work; at process death it first
  /// saves what its bundle keeps.
  mutating func close(processDeath: Bool, at now: Duration)
  /// The user does `intent` on the resumed view.
  mutating func perform(_ intent: Intent, at now: Duration)
  /// The view stops (home button).
  mutating func background(at now: Duration)
  /// The view starts again.
  mutating func foreground(at now: Duration)
}

extension ReferenceWorld {
  mutating func background(at now: Duration) {}
  mutating func foreground(at now: Duration) {}

  /// Starts a request on the fake: whether it is scripted to fail.
  mutating func beginRequest() -> Bool {
    requests += 1
    guard failuresLeft > 0 else { return false }
    failuresLeft -= 1
    return true
  }

  /// What this world shows after `actions` (`nil` with no view), and the
  /// requests its fake started.
  ///
  /// A variant that keeps nothing across rotation (``VariantTraits/reloadsOnRotation``,
  /// the standard MVC) is a new screen after each rotation and saves
  /// nothing at process death; the others keep their screen across rotation.
  static func play(_ actions: [Action<Intent>], traits: VariantTraits) -> ReferenceOutcome<Frame> {
    var world = Self(traits: traits)
    let keepsState = !traits.contains(.reloadsOnRotation)
    var now = Duration.zero
    var shown = false
    for action in actions {
      switch action {
      case .show, .restore:
        world.open(restored: action.isRestore && keepsState, at: now)
        shown = true
      case .rotate where !keepsState:
        world.close(processDeath: false, at: now)
        world.open(restored: false, at: now)
      case .rotate: break
      case .pop, .processDeath:
        world.close(processDeath: action.isProcessDeath, at: now)
        shown = false
      case .background: world.background(at: now)
      case .foreground: world.foreground(at: now)
      case .intent(let intent): world.perform(intent, at: now)
      case .failNextRequests(let count): world.failuresLeft = count
      case .advance(let duration):
        let end = now + duration
        while let due = world.nextEvent, due <= end {
          now = max(now, due)
          world.fire(at: now)
        }
        now = end
      }
    }
    return ReferenceOutcome(frame: shown ? world.frame : nil, requests: world.requests)
  }
}

extension Action {
  var isRestore: Bool { if case .restore = self { true } else { false } }
  var isProcessDeath: Bool { if case .processDeath = self { true } else { false } }
}
