import ArchFlow
import ArchHost

/// The article's service: a completion instead of `async`. The request
/// runs whether or not the caller keeps the token it returns.
protocol UserCallbackService: Sendable {
  /// Loads the user with `id`, then calls `completion` once; cancelling the
  /// token drops the request and its completion.
  @discardableResult
  func requestUser(_ id: String, completion: @escaping @Sendable (Result<User, any Error>) -> Void) -> any Cancellable
}

/// The run's `UserService` behind the article's callback API.
struct UserCallbackAdapter: UserCallbackService {
  let service: any UserService
  let host: AppHost

  func requestUser(_ id: String, completion: @escaping @Sendable (Result<User, any Error>) -> Void) -> any Cancellable {
    host.call("profile.fetch", { [service] in try await service.user(id: id) }, completion: completion)
  }
}
