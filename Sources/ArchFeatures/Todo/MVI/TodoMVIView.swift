import ArchFlow
import ArchHost
import ArchMVVM

/// The `mvi` view: renders the store's list as a frame while started and
/// turns the user's edits into intents. The store survives rotation.
final class TodoMVIView: FeatureView {
  private let store: TodoStore

  init(context: ScreenContext, store: TodoStore) {
    self.store = store
    collect(store.state.map(\.frame).removeDuplicates(), while: context.lifecycle, label: "todo.render") {
      [context] frame in context.render(frame)
    }
  }

  func perform(_ intent: TodoIntent) {
    store.send(.edit(intent))
  }
}
