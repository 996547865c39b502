/// Login's logic in `mvi`, pure: the next form and the effects to run, for
/// each intent. Tested without a host.
enum LoginReducer {
  static func reduce(_ state: inout LoginStoreState, _ intent: LoginStoreIntent) -> [LoginEffect] {
    switch intent {
    case .email(let email):
      state.form.type(email: email)
      return []
    case .password(let password):
      state.form.type(password: password)
      return []
    case .submit:
      guard state.form.beginSubmit() else { return [] }
      return [.signIn(email: state.form.email, password: state.form.password)]
    case .signedIn:
      state.form.status = .signedIn
      state.navigationPending = true
      return []
    case .failed(let message):
      state.form.status = .error(message)
      return []
    case .navigated:
      state.navigationPending = false
      return []
    }
  }
}
