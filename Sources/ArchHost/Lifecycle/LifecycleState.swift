/// Where a view is in its life, as a platform would tell it.
///
/// A view is `created` by its factory, `started` when visible, `resumed`
/// when it has focus; it goes back through `paused` and `stopped`, and ends
/// `destroyed`. ``Lifecycle/move(to:)`` allows only these transitions:
///
/// | from | legal next states |
/// |---|---|
/// | `created` | `started`, `destroyed` |
/// | `started` | `resumed`, `stopped` |
/// | `resumed` | `paused` |
/// | `paused` | `resumed`, `stopped` |
/// | `stopped` | `started`, `destroyed` |
/// | `destroyed` | none |
///
/// ```swift
/// LifecycleState.resumed.isAtLeastStarted      // true
/// LifecycleState.created.legalNextStates       // [.started, .destroyed]
/// ```
public enum LifecycleState: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
  /// Made by its factory, not yet visible: Android's `onCreate`.
  case created
  /// Visible but without focus yet: after `onStart`, from `created` or back from `stopped`.
  case started
  /// Visible, in front and receiving input: after `onResume`.
  case resumed
  /// Still visible but has lost focus: after `onPause`; `resumed` again or `stopped` next.
  case paused
  /// No longer visible (backgrounded, or on the way to `destroyed`): after `onStop`.
  case stopped
  /// Gone for good after `onDestroy`; no state follows, and renders are violations.
  case destroyed

  /// Whether the view is visible: `started`, `resumed` or `paused`.
  ///
  /// This is the window in which lifecycle-aware collection runs
  /// (Android's `repeatOnLifecycle(STARTED)`): collect while true, stop
  /// when it turns false, start again when it turns true.
  ///
  /// ```swift
  /// if state.isAtLeastStarted { startCollecting() } else { stopCollecting() }
  /// ```
  public var isAtLeastStarted: Bool {
    switch self {
    case .started, .resumed, .paused: true
    case .created, .stopped, .destroyed: false
    }
  }

  /// The states ``Lifecycle/move(to:)`` accepts from this one.
  ///
  /// ```swift
  /// LifecycleState.paused.legalNextStates  // [.resumed, .stopped]
  /// ```
  public var legalNextStates: [LifecycleState] {
    switch self {
    case .created: [.started, .destroyed]
    case .started: [.resumed, .stopped]
    case .resumed: [.paused]
    case .paused: [.resumed, .stopped]
    case .stopped: [.started, .destroyed]
    case .destroyed: []
    }
  }

  /// The raw name, such as `"resumed"`.
  public var description: String { rawValue }
}
