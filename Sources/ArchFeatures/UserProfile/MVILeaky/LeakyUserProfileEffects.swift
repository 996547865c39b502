import ArchMVVM

/// UserProfile's effects in `mvi-leaky`: the typical MVI mistake, a request
/// started as a task of its own instead of as the store's work.
enum LeakyUserProfileEffects {
  // MARK: State

  /// The store, started from the saved user or loading.
  static func store(service: any UserService, context: ViewModelContext) -> UserProfileStore {
    let restored = UserProfileSavedState.restoredUser(in: context.saved)
    let store = UserProfileStore(
      restored.map(UserProfileFrame.user) ?? .loading, host: context.host, label: "profile",
      reduce: UserProfileReducer.reduce
    ) { effect, store in work(for: effect, service: service, store: store) }
    UserProfileSavedState.register(in: context.saved) { [state = store.state] in
      if case .user(let user) = state.value { user } else { nil }
    }
    if restored == nil { store.send(.load) }
    return store
  }

  // MARK: Effects

  static func work(
    for effect: UserProfileEffect, service: any UserService, store: UserProfileStore
  ) -> EffectWork<UserProfileStoreIntent>? {
    switch effect {
    case .fetchUser:
      // LEAK: a fire-and-forget task (`Task {}` in an app; the host's
      // launch here, to stay deterministic) outside the store's scope:
      // clearing the store does not cancel it, and it holds the store and
      // feeds it after the screen is gone. The fix: return an `EffectWork`.
      _ = store.core.host.launch("profile.leaky.load") {
        do {
          store.send(.loaded(try await service.user(id: UserProfile.userID)))
        } catch {
          store.send(.failed("\(error)"))
        }
      }
      return nil
    }
  }

  // MARK: Teardown

  // Nothing: the store's scope never saw the request.
}
