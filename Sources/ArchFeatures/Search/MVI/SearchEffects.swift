import ArchHost
import ArchMVVM

/// Search's effects in `mvi`: the typing pause and the request, run in the
/// store's scope.
enum SearchEffects {
  // MARK: State

  /// The store, started from the saved query.
  static func store(service: any SearchService, context: ViewModelContext) -> SearchStore {
    let host = context.host
    let store = SearchStore(SearchFrame(""), host: host, label: "search", reduce: SearchReducer.reduce) {
      effect, _ in work(for: effect, service: service, host: host)
    }
    SearchSavedState.register(in: context.saved) { [state = store.state] in state.value.query }
    store.send(.opened(SearchSavedState.restoredQuery(in: context.saved)))
    return store
  }

  // MARK: Effects

  static func work(
    for effect: SearchEffect, service: any SearchService, host: AppHost
  ) -> EffectWork<SearchStoreIntent> {
    switch effect {
    case .waitForPause(let query):
      return EffectWork(id: "pause") { send in
        guard (try? await host.clock.sleep(for: Search.debounce)) != nil else { return }
        send(.paused(query))
      }
    case .search(let query):
      return EffectWork(id: "search") { send in
        do {
          send(.found(query, try await service.search(query)))
        } catch is CancellationError {
          // Typed past or cleared: nobody wants this answer.
        } catch {
          send(.failed(query, "\(error)"))
        }
      }
    case .cancelSearch:
      return .cancel("search")
    }
  }

  // MARK: Teardown

  // Nothing: the store's scope ends the pause and the request when the
  // store is cleared.
}
