import ArchHost

/// How every Login variant that keeps state puts the screen into the
/// saved-state bundle: the typed email only — never the password — so a
/// restored screen shows the email, an empty password and submit disabled.
public enum LoginSavedState {
  /// The key of this screen's entry in the saved-state bundle.
  public static let emailKey = "login.email"

  /// The form a restored screen starts with: the saved email, if any.
  public static func restoredForm(in saved: SavedStateRegistry) -> LoginForm {
    LoginForm(email: saved.restored?[emailKey] ?? "")
  }

  /// Registers the provider asked at process death. `email` must not
  /// capture a view (the registry outlives views).
  public static func register(in saved: SavedStateRegistry, email: @escaping @Sendable () -> String) {
    saved.register(emailKey) {
      let email = email()
      return email.isEmpty ? nil : email
    }
  }
}
