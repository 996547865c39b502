/// Leaves the Login screen. Views call it, once per navigation event.
public protocol LoginNavigator: Sendable {
  /// Shows the home screen.
  func navigateHome()
  /// How many times ``navigateHome()`` was called so far.
  var navigations: Int { get }
}
