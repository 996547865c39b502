/// One-shot events a Login presenter or view model sends its view, through
/// an `EventChannel`: each is performed once, by one view.
public enum LoginEvent: Sendable, Equatable {
  /// Signed in: leave for the home screen.
  case navigateHome
}
