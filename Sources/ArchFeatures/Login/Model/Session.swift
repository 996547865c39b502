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
