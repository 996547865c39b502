import ArchMVVM

/// What the `mvi` store of UserProfile is: its state is the frame itself.
typealias UserProfileStore = IntentStore<UserProfileFrame, UserProfileStoreIntent, UserProfileEffect>

/// Everything that can change the profile: the view's retry and the
/// request's answers.
enum UserProfileStoreIntent: Sendable, Equatable {
  case load
  case loaded(User)
  case failed(String)
}

/// What the reducer asks for.
enum UserProfileEffect: Sendable, Equatable {
  case fetchUser
}
