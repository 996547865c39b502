import ArchMVVM

/// Feed's effects in `mvi-leaky`: the typical MVI mistake, the page
/// requests started as a task of their own instead of as the store's work.
enum LeakyFeedEffects {
  // MARK: State

  /// The store, loading the first page (or the pages shown before process death).
  static func store(service: any FeedService, context: ViewModelContext) -> FeedStore {
    let store = FeedStore(FeedPaging(), host: context.host, label: "feed", reduce: FeedReducer.reduce) {
      effect, store in work(for: effect, service: service, store: store)
    }
    FeedSavedState.register(in: context.saved) { [state = store.state] in state.value.pages }
    store.send(.opened(restoredPages: FeedSavedState.restoredPages(in: context.saved)))
    return store
  }

  // MARK: Effects

  static func work(for effect: FeedEffect, service: any FeedService, store: FeedStore) -> EffectWork<FeedStoreIntent>? {
    switch effect {
    case .load(let pages):
      // LEAK: a fire-and-forget task (`Task {}` in an app; the host's
      // launch here, to stay deterministic) outside the store's scope:
      // neither a refresh nor clearing the store cancels it, and it holds
      // the store and feeds it after the screen is gone. The fix: return
      // an `EffectWork`.
      _ = store.core.host.launch("feed.leaky.pages") {
        do {
          for number in pages {
            let page = try await service.page(number)
            store.send(.arrived(page, moreToCome: number < pages.upperBound))
            if page.isLast { break }
          }
        } catch {
          store.send(.failed("\(error)"))
        }
      }
      return nil
    }
  }

  // MARK: Teardown

  // Nothing: the store's scope never saw the request.
}
