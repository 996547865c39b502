extension LoginPresenter {
  /* A name and a password of eight characters. */
  func isValid(name: String, password: String) -> Bool {
    !name.isEmpty && password.count >= 8
  }
}
