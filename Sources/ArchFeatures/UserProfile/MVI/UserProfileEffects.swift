import ArchMVVM

/// UserProfile's effects in `mvi`: the request, run in the store's scope.
enum UserProfileEffects {
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
      EffectWork(id: "load") { send in
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
