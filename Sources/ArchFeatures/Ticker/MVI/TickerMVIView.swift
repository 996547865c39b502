import ArchFlow
import ArchHost
import ArchMVVM

/// The `mvi` view: renders the store's frame while started, tells the store
/// when it starts and stops watching, and turns taps into intents. The
/// store survives rotation.
final class TickerMVIView: FeatureView {
  private let store: TickerStore

  init(context: ScreenContext, store: TickerStore) {
    self.store = store
    collect(store.state.map(\.frame).removeDuplicates(), while: context.lifecycle, label: "ticker.render") {
      [context] frame in context.render(frame)
    }
    context.lifecycle.observe(label: "ticker.watching") { [store] state in
      switch state {
      case .started: store.send(.viewStarted)
      case .stopped: store.send(.viewStopped)
      default: break
      }
    }
  }

  func perform(_ intent: TickerIntent) {
    switch intent {
    case .select(let symbol): store.send(.select(symbol))
    case .refresh: store.send(.refresh)
    }
  }
}
