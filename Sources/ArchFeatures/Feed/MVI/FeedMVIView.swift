import ArchFlow
import ArchHost
import ArchMVVM

/// The `mvi` view: renders the store's paging as a frame while started and
/// turns taps into intents. The store survives rotation.
final class FeedMVIView: FeatureView {
  private let store: FeedStore

  init(context: ScreenContext, store: FeedStore) {
    self.store = store
    collect(store.state.map(\.frame), while: context.lifecycle, label: "feed.render") { [context] frame in
      context.render(frame)
    }
  }

  func perform(_ intent: FeedIntent) {
    switch intent {
    case .loadMore: store.send(.loadMore)
    case .refresh: store.send(.refresh)
    }
  }
}
