import ArchMVVM

/// Feed's effects in `mvi-leaky`, with the typical MVI mistake, written
/// wrong on purpose as the probes' positive control: the page requests
/// started as a task of their own instead of as the store's work.
enum LeakyFeedEffects {
  // MARK: State

  /// The store, loading the first page (or the pages shown before process death).
  static func store(service: any FeedService, context: ViewModelContext) -> FeedStore {
    // LEAK: hands the store to `work`, for a task of its own to feed. The fix: `effect, _ in`.
    let store = FeedStore(
      FeedPaging(), host: context.host, label: "feed", reduce: FeedReducer.reduce
    ) { effect, store in
      work(for: effect, service: service, store: store)
    }
    FeedSavedState.register(in: context.saved) { [state = store.state] in state.value.pages }
    store.send(.opened(restoredPages: FeedSavedState.restoredPages(in: context.saved)))
    return store
  }

  // MARK: Effects

  // LEAK: takes the store, and returns no work for what it launches itself.
  // The fix: no `store`, and an `EffectWork` for every effect.
  static func work(
    for effect: FeedEffect, service: any FeedService, store: FeedStore
  ) -> EffectWork<FeedStoreIntent>? {
    switch effect {
    case .load(let pages):
      // LEAK: a fire-and-forget task (`Task {}` in an app; the host's launch
      // here, to stay deterministic) outside the store's scope, with the
      // store's own `send`: neither a refresh nor clearing the store cancels
      // it, and it holds the store and feeds it after the screen is gone.
      // The fix: `EffectWork(id: "pages") { send in`.
      _ = store.core.host.launch("feed.leaky.pages") { [send = store.send] in
        do {
          for number in pages {
            let page = try await service.page(number)
            send(.arrived(page, moreToCome: number < pages.upperBound))
            if page.isLast { break }
          }
        } catch is CancellationError {
          // LEAK: only process death gets here; a refresh or a clear does not.
        } catch {
          send(.failed("\(error)"))
        }
      }
      // LEAK: no work for the store to run. The fix: the `EffectWork` above.
      return nil
    }
  }

  // MARK: Teardown

  // LEAK: clearing the store ends nothing: the request is not in its scope.
  // The fix: `work`'s.
}
