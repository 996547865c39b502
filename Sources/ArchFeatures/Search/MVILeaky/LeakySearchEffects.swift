import ArchHost
import ArchMVVM

/// Search's effects in `mvi-leaky`: the typical MVI mistake, the request
/// started as a task of its own instead of as the store's work.
enum LeakySearchEffects {
  // MARK: State

  /// The store, started from the saved query.
  static func store(service: any SearchService, context: ViewModelContext) -> SearchStore {
    let host = context.host
    let store = SearchStore(SearchFrame(""), host: host, label: "search", reduce: SearchReducer.reduce) {
      effect, store in work(for: effect, service: service, host: host, store: store)
    }
    SearchSavedState.register(in: context.saved) { [state = store.state] in state.value.query }
    store.send(.opened(SearchSavedState.restoredQuery(in: context.saved)))
    return store
  }

  // MARK: Effects

  static func work(
    for effect: SearchEffect, service: any SearchService, host: AppHost, store: SearchStore
  ) -> EffectWork<SearchStoreIntent>? {
    switch effect {
    case .waitForPause(let query):
      return EffectWork(id: "pause") { send in
        guard (try? await host.clock.sleep(for: Search.debounce)) != nil else { return }
        send(.paused(query))
      }
    case .search(let query):
      // LEAK: a fire-and-forget task (`Task {}` in an app; the host's
      // launch here, to stay deterministic) outside the store's scope:
      // neither the next keystroke nor clearing the store cancels it, and
      // it holds the store and feeds it after the screen is gone. The fix:
      // return an `EffectWork`.
      _ = host.launch("search.leaky.request") {
        do {
          store.send(.found(query, try await service.search(query)))
        } catch {
          store.send(.failed(query, "\(error)"))
        }
      }
      return nil
    case .cancelSearch:
      return .cancel("search")  // LEAK: nothing to cancel, the search is not the store's
    }
  }

  // MARK: Teardown

  // Nothing: the store's scope never saw the request.
}
