import ArchMVVM

/// Login's effects in `mvi-leaky`: the typical MVI mistake, the sign-in
/// started as a task of its own instead of as the store's work.
enum LeakyLoginEffects {
  // MARK: State

  /// The store, with the saved email.
  static func store(service: any LoginService, context: ViewModelContext) -> LoginStore {
    let state = LoginStoreState(form: LoginSavedState.restoredForm(in: context.saved))
    let store = LoginStore(state, host: context.host, label: "login", reduce: LoginReducer.reduce) {
      effect, store in work(for: effect, service: service, store: store)
    }
    LoginSavedState.register(in: context.saved) { [state = store.state] in state.value.form.email }
    return store
  }

  // MARK: Effects

  static func work(
    for effect: LoginEffect, service: any LoginService, store: LoginStore
  ) -> EffectWork<LoginStoreIntent>? {
    switch effect {
    case .signIn(let email, let password):
      // LEAK: a fire-and-forget task (`Task {}` in an app; the host's
      // launch here, to stay deterministic) outside the store's scope:
      // clearing the store does not cancel it, and it holds the store and
      // feeds it after the screen is gone. The fix: return an `EffectWork`.
      _ = store.core.host.launch("login.leaky.signIn") {
        do {
          _ = try await service.signIn(email: email, password: password)
          store.send(.signedIn)
        } catch {
          store.send(.failed("\(error)"))
        }
      }
      return nil
    }
  }

  // MARK: Teardown

  // Nothing: the store's scope never saw the sign-in.
}
