/// Leaves the Login screen. Views call it, once per navigation event.
public protocol LoginNavigator: Sendable {
  /// Shows the home screen.
  func navigateHome()
  /// How many times ``navigateHome()`` was called so far.
  var navigations: Int { get }
}

/// One-shot events a Login presenter or view model sends its view, through
/// an `EventChannel`: each is performed once, by one view.
public enum LoginEvent: Sendable, Equatable {
  /// Signed in: leave for the home screen.
  case navigateHome
}
