import ArchHost

/// How every Login variant that keeps state puts the screen into the
/// saved-state bundle: the typed email only — never the password — so a
/// restored screen shows the email, an empty password and submit disabled.
enum LoginSavedState {
  static let emailKey = "login.email"

  /// The form a restored screen starts with: the saved email, if any.
  static func restoredForm(in saved: SavedStateRegistry) -> LoginForm {
    LoginForm(email: saved.restored?[emailKey] ?? "")
  }

  /// Registers the provider asked at process death. `email` must not
  /// capture a view (the registry outlives views).
  static func register(in saved: SavedStateRegistry, email: @escaping @Sendable () -> String) {
    saved.register(emailKey) {
      let email = email()
      return email.isEmpty ? nil : email
    }
  }
}
