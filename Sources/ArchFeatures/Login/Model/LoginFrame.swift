/// What a Login view shows: the frames recorded in the render log.
///
/// The password appears only as its length. `navigations` is how often the
/// screen has navigated home so far, read from the navigator when the frame
/// is rendered: a lost navigation shows as ×0, a double one as ×2.
public struct LoginFrame: Sendable, Equatable, CustomStringConvertible {
  /// The email field's text.
  public var email: String
  /// Whether the email field is marked valid.
  public var emailValid: Bool
  /// How many characters the password field holds.
  public var passwordLength: Int
  /// Whether the password field is marked valid.
  public var passwordValid: Bool
  /// Whether the submit button is enabled.
  public var submitEnabled: Bool
  /// Editing, submitting, an error or signed in.
  public var status: LoginStatus
  /// Navigations home so far.
  public var navigations: Int

  /// A frame showing exactly these values; the defaults are an empty form.
  public init(
    email: String = "", emailValid: Bool = false, passwordLength: Int = 0, passwordValid: Bool = false,
    submitEnabled: Bool = false, status: LoginStatus = .editing, navigations: Int = 0
  ) {
    self.email = email
    self.emailValid = emailValid
    self.passwordLength = passwordLength
    self.passwordValid = passwordValid
    self.submitEnabled = submitEnabled
    self.status = status
    self.navigations = navigations
  }

  /// What a view renders for `form` after `navigations` navigations.
  public init(_ form: LoginForm, navigations: Int) {
    self.init(
      email: form.email, emailValid: form.emailValid, passwordLength: form.password.count,
      passwordValid: form.passwordValid, submitEnabled: form.canSubmit, status: form.status,
      navigations: navigations)
  }

  /// `"ada@lab.org ✓ · password 10 ✓ · submit on · editing · navigated ×0"`.
  public var description: String {
    let email = self.email.isEmpty ? "no email" : self.email
    return "\(email) \(emailValid ? "✓" : "✗") · password \(passwordLength) \(passwordValid ? "✓" : "✗") · "
      + "submit \(submitEnabled ? "on" : "off") · \(status) · navigated ×\(navigations)"
  }
}
