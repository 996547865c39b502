/// Where the Login screen's submit stands.
public enum LoginStatus: Sendable, Equatable, CustomStringConvertible {
  /// The user is typing; nothing is in flight.
  case editing
  /// The sign-in request is in flight.
  case submitting
  /// The request failed with this message; the user can submit again.
  case error(String)
  /// The request succeeded; the screen navigates home.
  case signedIn

  /// `"editing"`, `"submitting"`, `"error: wrong password"`, `"signed in"`.
  public var description: String {
    switch self {
    case .editing: "editing"
    case .submitting: "submitting"
    case .error(let message): "error: \(message)"
    case .signedIn: "signed in"
    }
  }
}
