import ArchHost
import ArchMVVM

/// The `mvi` view: renders the store's state while started and turns
/// keystrokes into intents. The store survives rotation.
final class SearchMVIView: FeatureView {
  private let store: SearchStore

  init(context: ScreenContext, store: SearchStore) {
    self.store = store
    collect(store.state, while: context.lifecycle, label: "search.render") { [context] frame in
      context.render(frame)
    }
  }

  func perform(_ intent: SearchIntent) {
    switch intent {
    case .type(let text): store.send(.typed(text))
    }
  }
}
