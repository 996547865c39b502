/// The Login screen's state: the typed fields and the submit's status,
/// with the validation rules written once for every variant.
///
/// ```swift
/// var form = LoginForm()
/// form.type(email: "ada@lab.org")
/// form.type(password: "analytical")
/// form.canSubmit  // true
/// ```
public struct LoginForm: Sendable, Equatable {
  /// The email as typed.
  public var email: String
  /// The password as typed; never saved, never printed.
  public var password: String
  /// Where the submit stands.
  public var status: LoginStatus

  /// A form with these fields, `editing` by default.
  public init(email: String = "", password: String = "", status: LoginStatus = .editing) {
    self.email = email
    self.password = password
    self.status = status
  }

  /// Whether the email looks like one: it contains "@".
  public var emailValid: Bool { email.utf8.contains(UInt8(ascii: "@")) }  // not Foundation's substring search
  /// Whether the password is long enough: 8 characters or more.
  public var passwordValid: Bool { password.count >= 8 }

  /// Whether the submit button is enabled: both fields valid and no
  /// request in flight or done.
  public var canSubmit: Bool {
    guard emailValid, passwordValid else { return false }
    switch status {
    case .editing, .error: return true
    case .submitting, .signedIn: return false
    }
  }

  /// Types `email` into its field; an error shown clears as the user edits.
  public mutating func type(email: String) {
    self.email = email
    if case .error = status { status = .editing }
  }

  /// Types `password` into its field; an error shown clears as the user edits.
  public mutating func type(password: String) {
    self.password = password
    if case .error = status { status = .editing }
  }

  /// Starts a submit if the button is enabled: the status becomes
  /// `submitting`. Returns whether it did.
  public mutating func beginSubmit() -> Bool {
    guard canSubmit else { return false }
    status = .submitting
    return true
  }
}
