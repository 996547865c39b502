import ArchHost
import ArchMVVM

/// Search's effects in `mvi-leaky`, with the typical MVI mistake, written
/// wrong on purpose as the probes' positive control: the request started as
/// a task of its own instead of as the store's work.
enum LeakySearchEffects {
  // MARK: State

  /// The store, started from the saved query.
  static func store(service: any SearchService, context: ViewModelContext) -> SearchStore {
    let host = context.host
    let store = SearchStore(SearchFrame(""), host: host, label: "search", reduce: SearchReducer.reduce) {
      // LEAK: hands the store to `work`, for a task of its own to feed. The fix: `effect, _ in`.
      effect, store in work(for: effect, service: service, host: host, store: store)
    }
    SearchSavedState.register(in: context.saved) { [state = store.state] in state.value.query }
    store.send(.opened(SearchSavedState.restoredQuery(in: context.saved)))
    return store
  }

  // MARK: Effects

  static func work(
    // LEAK: takes the store, and returns no work for what it launches itself.
    // The fix: no `store`, and an `EffectWork` for every effect.
    for effect: SearchEffect, service: any SearchService, host: AppHost, store: SearchStore
  ) -> EffectWork<SearchStoreIntent>? {
    switch effect {
    case .waitForPause(let query):
      return EffectWork(id: "pause") { send in
        guard (try? await host.clock.sleep(for: Search.debounce)) != nil else { return }
        send(.paused(query))
      }
    case .search(let query):
      // LEAK: a fire-and-forget task (`Task {}` in an app; the host's launch
      // here, to stay deterministic) outside the store's scope, with the
      // store's own `send`: neither the next keystroke nor clearing the store
      // cancels it, and it holds the store and feeds it after the screen is
      // gone. The fix: `return EffectWork(id: "search") { send in`.
      _ = host.launch("search.leaky.request") { [send = store.send] in
        do {
          send(.found(query, try await service.search(query)))
        } catch is CancellationError {
          // LEAK: only process death gets here; typing past or a clear does not.
        } catch {
          send(.failed(query, "\(error)"))
        }
      }
      // LEAK: no work for the store to run, or to cancel on `.cancelSearch`.
      // The fix: the `EffectWork` above.
      return nil
    case .cancelSearch:
      return .cancel("search")
    }
  }

  // MARK: Teardown

  // LEAK: clearing the store ends the pause, not the request, which is not
  // in its scope. The fix: `work`'s.
}
