import ArchFlow
import ArchHost

/// The article's service shape for signing in: a completion instead of
/// `async`. The request runs whether or not the caller keeps the token.
protocol LoginCallbackService: Sendable {
  /// Signs in, then calls `completion` once; cancelling the token drops
  /// the request and its completion.
  @discardableResult
  func signIn(email: String, password: String, completion: @escaping @Sendable (Result<Session, any Error>) -> Void)
    -> any Cancellable
}

/// The run's `LoginService` behind the article's callback API.
struct LoginCallbackAdapter: LoginCallbackService {
  let service: any LoginService
  let host: AppHost

  func signIn(email: String, password: String, completion: @escaping @Sendable (Result<Session, any Error>) -> Void)
    -> any Cancellable
  {
    host.call("login.signIn", { [service] in try await service.signIn(email: email, password: password) },
              completion: completion)
  }
}
