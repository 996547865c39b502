import ArchMVVM

/// Login's effects in `mvi-leaky`, with the typical MVI mistake, written
/// wrong on purpose as the probes' positive control: the sign-in started as
/// a task of its own instead of as the store's work.
enum LeakyLoginEffects {
  // MARK: State

  /// The store, with the saved email.
  static func store(service: any LoginService, context: ViewModelContext) -> LoginStore {
    let state = LoginStoreState(form: LoginSavedState.restoredForm(in: context.saved))
    let store = LoginStore(state, host: context.host, label: "login", reduce: LoginReducer.reduce) {
      // LEAK: hands the store to `work`, for a task of its own to feed. The fix: `effect, _ in`.
      effect, store in work(for: effect, service: service, store: store)
    }
    LoginSavedState.register(in: context.saved) { [state = store.state] in state.value.form.email }
    return store
  }

  // MARK: Effects

  // LEAK: takes the store, and returns no work for what it launches itself.
  // The fix: no `store`, and an `EffectWork` for every effect.
  static func work(
    for effect: LoginEffect, service: any LoginService, store: LoginStore
  ) -> EffectWork<LoginStoreIntent>? {
    switch effect {
    case .signIn(let email, let password):
      // LEAK: a fire-and-forget task (`Task {}` in an app; the host's launch
      // here, to stay deterministic) outside the store's scope, with the
      // store's own `send`: clearing the store does not cancel it, and it
      // holds the store and feeds it after the screen is gone. The fix:
      // `EffectWork(id: "signIn") { send in`.
      _ = store.core.host.launch("login.leaky.signIn") { [send = store.send] in
        do {
          _ = try await service.signIn(email: email, password: password)
          send(.signedIn)
        } catch is CancellationError {
          // LEAK: only process death gets here; a clear does not.
        } catch {
          send(.failed("\(error)"))
        }
      }
      // LEAK: no work for the store to run. The fix: the `EffectWork` above.
      return nil
    }
  }

  // MARK: Teardown

  // LEAK: clearing the store ends nothing: the sign-in is not in its scope.
  // The fix: `work`'s.
}
