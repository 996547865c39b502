import ArchFlow
import ArchHost

/// The article's example screen, shared by the runtime tests: a user, what
/// the screen shows, and the service that loads it.

/// A user as the service returns it.
public struct User: Sendable, Equatable, Codable, CustomStringConvertible {
  public var id: String
  public var name: String

  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }

  public var description: String { "\(name) (#\(id))" }
}

/// What a UserProfile view shows: the frames recorded in the render log.
public enum ProfileFrame: Sendable, Equatable, Codable, CustomStringConvertible {
  case loading
  case user(User)
  case error(String)

  public var description: String {
    switch self {
    case .loading: "loading"
    case .user(let user): "user \(user)"
    case .error(let message): "error: \(message)"
    }
  }
}

/// Why a load failed.
public struct ServiceError: Error, Equatable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// Loads users. The one dependency of a UserProfile presenter or view model.
public protocol UserService: Sendable {
  /// Loads the user with `id`; cancelling the calling task cancels the request.
  func user(id: String) async throws -> User

  /// The cached user with `id` as a long-lived flow (`nil` until loaded):
  /// the Rx-style stream a presenter subscribes to. The flow lives as long
  /// as the service, so a subscription that is never cancelled leaks.
  func observeUser(id: String) -> AnyFlow<User?>
}
