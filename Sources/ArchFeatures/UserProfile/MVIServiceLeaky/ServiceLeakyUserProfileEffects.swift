import ArchMVVM

/// UserProfile's effects in `mvi-service-leaky`, with MVI's mistake on a
/// long-lived service, written wrong on purpose as the probes' positive
/// control: the load also watches the service's cache, and drops the token.
enum ServiceLeakyUserProfileEffects {
  // MARK: State

  /// The store, started from the saved user or loading.
  static func store(service: any UserService, context: ViewModelContext) -> UserProfileStore {
    let restored = UserProfileSavedState.restoredUser(in: context.saved)
    let store = UserProfileStore(
      restored.map(UserProfileFrame.user) ?? .loading, host: context.host, label: "profile",
      reduce: UserProfileReducer.reduce
    ) { effect, _ in work(for: effect, service: service) }
    UserProfileSavedState.register(in: context.saved) { [state = store.state] in
      if case .user(let user) = state.value { user } else { nil }
    }
    if restored == nil { store.send(.load) }
    return store
  }

  // MARK: Effects

  static func work(for effect: UserProfileEffect, service: any UserService) -> EffectWork<UserProfileStoreIntent> {
    switch effect {
    case .fetchUser:
      // LEAK: watches the service's cache (for a log line, say) and drops the
      // token. Its closure holds nothing of the screen, so the screen goes
      // and no view is kept; but the service lives as long as the app and
      // keeps the subscription: one more each time the screen loads. The
      // fix: no such line, or its token cancelled with the store's scope.
      _ = service.observeUser(id: UserProfile.userID).subscribe(label: "profile.cache") { _ in }
      return EffectWork(id: "load") { send in
        do {
          send(.loaded(try await service.user(id: UserProfile.userID)))
        } catch is CancellationError {
          // Cleared or replaced: nobody wants this answer.
        } catch {
          send(.failed("\(error)"))
        }
      }
    }
  }

  // MARK: Teardown

  // Nothing: the store's scope ends the request when the store is cleared.
}
