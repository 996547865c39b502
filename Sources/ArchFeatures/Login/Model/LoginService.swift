/// Signs users in. The one remote dependency of a Login presenter or view
/// model.
public protocol LoginService: Sendable {
  /// Signs in; cancelling the calling task cancels the request.
  func signIn(email: String, password: String) async throws -> Session
}

/// What a successful sign-in returns.
public struct Session: Sendable, Equatable {
  /// Who signed in.
  public var email: String
  /// The token the fake made up, numbered by request.
  public var token: String

  /// A session for `email`.
  public init(email: String, token: String) {
    self.email = email
    self.token = token
  }
}
