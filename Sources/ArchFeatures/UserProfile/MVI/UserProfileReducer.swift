/// UserProfile's logic in `mvi`, pure: the next frame and the effects to
/// run, for each intent. Tested without a host.
enum UserProfileReducer {
  static func reduce(_ state: inout UserProfileFrame, _ intent: UserProfileStoreIntent) -> [UserProfileEffect] {
    switch intent {
    case .load:
      state = .loading
      return [.fetchUser]  // replaces a request in flight
    case .loaded(let user):
      state = .user(user)
      return []
    case .failed(let message):
      state = .error(message)
      return []
    }
  }
}
