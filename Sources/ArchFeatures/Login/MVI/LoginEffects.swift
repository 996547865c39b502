import ArchMVVM

/// Login's effects in `mvi`: the sign-in, run in the store's scope.
enum LoginEffects {
  // MARK: State

  /// The store, with the saved email.
  static func store(service: any LoginService, context: ViewModelContext) -> LoginStore {
    let state = LoginStoreState(form: LoginSavedState.restoredForm(in: context.saved))
    let store = LoginStore(state, host: context.host, label: "login", reduce: LoginReducer.reduce) {
      effect, _ in work(for: effect, service: service)
    }
    LoginSavedState.register(in: context.saved) { [state = store.state] in state.value.form.email }
    return store
  }

  // MARK: Effects

  static func work(for effect: LoginEffect, service: any LoginService) -> EffectWork<LoginStoreIntent> {
    switch effect {
    case .signIn(let email, let password):
      EffectWork(id: "signIn") { send in
        do {
          _ = try await service.signIn(email: email, password: password)
          send(.signedIn)
        } catch is CancellationError {
          // Cleared: nobody wants this answer.
        } catch {
          send(.failed("\(error)"))
        }
      }
    }
  }

  // MARK: Teardown

  // Nothing: the store's scope ends the sign-in when the store is cleared.
}
