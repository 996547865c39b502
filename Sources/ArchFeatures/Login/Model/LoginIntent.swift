/// What the user can do on the Login screen.
public enum LoginIntent: Sendable, Equatable, CustomStringConvertible {
  /// Types into the email field (the whole new text).
  case email(String)
  /// Types into the password field (the whole new text).
  case password(String)
  /// Taps the submit button.
  case submit

  /// `"email(ada@lab.org)"`, `"password(10 chars)"`, `"submit"`: the
  /// password is never printed.
  public var description: String {
    switch self {
    case .email(let email): "email(\(email))"
    case .password(let password): "password(\(password.count) chars)"
    case .submit: "submit"
    }
  }
}
