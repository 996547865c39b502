/// Signs users in. The one remote dependency of a Login presenter or view
/// model.
public protocol LoginService: Sendable {
  /// Signs in; cancelling the calling task cancels the request.
  func signIn(email: String, password: String) async throws -> Session
}
