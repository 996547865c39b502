import ArchMVVM

/// UserProfile's effects in `mvi-leaky`, with the typical MVI mistake,
/// written wrong on purpose as the probes' positive control: the request
/// started as a task of its own instead of as the store's work.
enum LeakyUserProfileEffects {
  // MARK: State

  /// The store, started from the saved user or loading.
  static func store(service: any UserService, context: ViewModelContext) -> UserProfileStore {
    let restored = UserProfileSavedState.restoredUser(in: context.saved)
    let store = UserProfileStore(
      restored.map(UserProfileFrame.user) ?? .loading, host: context.host, label: "profile",
      reduce: UserProfileReducer.reduce
    // LEAK: hands the store to `work`, for a task of its own to feed. The fix: `effect, _ in`.
    ) { effect, store in work(for: effect, service: service, store: store) }
    UserProfileSavedState.register(in: context.saved) { [state = store.state] in
      if case .user(let user) = state.value { user } else { nil }
    }
    if restored == nil { store.send(.load) }
    return store
  }

  // MARK: Effects

  // LEAK: takes the store, and returns no work for what it launches itself.
  // The fix: no `store`, and an `EffectWork` for every effect.
  static func work(
    for effect: UserProfileEffect, service: any UserService, store: UserProfileStore
  ) -> EffectWork<UserProfileStoreIntent>? {
    switch effect {
    case .fetchUser:
      // LEAK: a fire-and-forget task (`Task {}` in an app; the host's launch
      // here, to stay deterministic) outside the store's scope, with the
      // store's own `send`: clearing the store does not cancel it, and it
      // holds the store and feeds it after the screen is gone. The fix:
      // `EffectWork(id: "load") { send in`.
      _ = store.core.host.launch("profile.leaky.load") { [send = store.send] in
        do {
          send(.loaded(try await service.user(id: UserProfile.userID)))
        } catch is CancellationError {
          // LEAK: only process death gets here; a clear or a retry does not.
        } catch {
          send(.failed("\(error)"))
        }
      }
      // LEAK: no work for the store to run. The fix: the `EffectWork` above.
      return nil
    }
  }

  // MARK: Teardown

  // LEAK: clearing the store ends nothing: the request is not in its scope.
  // The fix: `work`'s.
}
