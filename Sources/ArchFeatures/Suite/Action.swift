/// One step of a scenario: something the user does, something the platform
/// does to the screen, time passing, or a fake scripted to fail.
///
/// ```swift
/// let steps: [Action<SearchIntent>] = [.show, .intent(.type("ad")), .advance(.milliseconds(300)), .rotate]
/// ```
public enum Action<Intent: Sendable & CustomStringConvertible>: Sendable, CustomStringConvertible {
  /// Open the screen.
  case show
  /// A configuration change: the view is destroyed and made again.
  case rotate
  /// Leave the screen for good.
  case pop
  /// The home button: resumed → stopped.
  case background
  /// Back to the app: stopped → resumed.
  case foreground
  /// The system kills the process; only the saved-state bundle survives.
  case processDeath
  /// The user comes back: the screen is rebuilt from the bundle.
  case restore
  /// The user does something on the current view.
  case intent(Intent)
  /// Virtual time passes.
  case advance(Duration)
  /// The screen's fake fails its next `count` requests.
  case failNextRequests(Int)

  /// `"rotate"`, `"type(ada)"`, `"advance 0.3 s"`, `"fail next 1"`.
  public var description: String {
    switch self {
    case .show: "show"
    case .rotate: "rotate"
    case .pop: "pop"
    case .background: "background"
    case .foreground: "foreground"
    case .processDeath: "process death"
    case .restore: "restore"
    case .intent(let intent): intent.description
    case .advance(let duration): "advance \(Self.seconds(duration))"
    case .failNextRequests(let count): "fail next \(count)"
    }
  }

  /// Whether this step is a platform lifecycle event.
  package var isLifecycleEvent: Bool {
    switch self {
    case .show, .rotate, .pop, .background, .foreground, .processDeath, .restore: true
    case .intent, .advance, .failNextRequests: false
    }
  }

  /// Whether this step is a rotation.
  var isRotate: Bool {
    if case .rotate = self { true } else { false }
  }

  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
  }
}
