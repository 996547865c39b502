import ArchFlow

/// Loads users. The one dependency of a UserProfile presenter or view model.
public protocol UserService: Sendable {
  /// Loads the user with `id`; cancelling the calling task cancels the request.
  func user(id: String) async throws -> User

  /// The cached user with `id` as a long-lived flow (`nil` until loaded):
  /// the Rx-style stream a presenter subscribes to. The flow lives as long
  /// as the service, so a subscription that is never cancelled leaks.
  func observeUser(id: String) -> AnyFlow<User?>
}
