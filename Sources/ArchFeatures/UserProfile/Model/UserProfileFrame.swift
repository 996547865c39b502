/// What a UserProfile view shows: the frames recorded in the render log.
public enum UserProfileFrame: Sendable, Equatable, Codable, CustomStringConvertible {
  /// The request is in flight.
  case loading
  /// The user was loaded.
  case user(User)
  /// The request failed with this message; the user can retry.
  case error(String)

  /// `"loading"`, `"user Ada Lovelace (#42)"`, `"error: offline"`.
  public var description: String {
    switch self {
    case .loading: "loading"
    case .user(let user): "user \(user)"
    case .error(let message): "error: \(message)"
    }
  }
}

/// What the user can do on the UserProfile screen.
public enum UserProfileIntent: Sendable, Equatable, CustomStringConvertible {
  /// The retry button, shown with an error.
  case retry

  /// `"retry"`.
  public var description: String { "retry" }
}
