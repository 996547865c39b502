/// Decides what the login screen shows.
final class LoginPresenter {
  // The text typed so far.
  var email = ""

  /* A block comment /* nested */ still a comment */
  func submit() -> String {
    "// not a comment: \(email)"
  }
}
