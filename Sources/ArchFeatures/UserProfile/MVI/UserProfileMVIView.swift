import ArchHost
import ArchMVVM

/// The `mvi` view: renders the store's state while started and turns the
/// user's taps into intents. The store comes from the screen's store, so
/// it survives rotation.
final class UserProfileMVIView: FeatureView {
  private let store: UserProfileStore

  init(context: ScreenContext, store: UserProfileStore) {
    self.store = store
    collect(store.state, while: context.lifecycle, label: "profile.render") { [context] frame in
      context.render(frame)
    }
  }

  func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: store.send(.load)
    }
  }
}
