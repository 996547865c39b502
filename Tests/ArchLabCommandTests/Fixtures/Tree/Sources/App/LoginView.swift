final class LoginView {
  let presenter = LoginPresenter()

  func tapSubmit() -> String { presenter.submit() }
}
