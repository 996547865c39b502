import ArchMVVM

/// Feed's effects in `mvi`: the page requests, run in the store's scope.
enum FeedEffects {
  // MARK: State

  /// The store, loading the first page (or the pages shown before process death).
  static func store(service: any FeedService, context: ViewModelContext) -> FeedStore {
    let store = FeedStore(FeedPaging(), host: context.host, label: "feed", reduce: FeedReducer.reduce) {
      effect, _ in work(for: effect, service: service)
    }
    FeedSavedState.register(in: context.saved) { [state = store.state] in state.value.pages }
    store.send(.opened(restoredPages: FeedSavedState.restoredPages(in: context.saved)))
    return store
  }

  // MARK: Effects

  static func work(for effect: FeedEffect, service: any FeedService) -> EffectWork<FeedStoreIntent> {
    switch effect {
    case .load(let pages):
      EffectWork(id: "pages") { send in
        do {
          for number in pages {
            let page = try await service.page(number)
            send(.arrived(page, moreToCome: number < pages.upperBound))
            if page.isLast { break }
          }
        } catch is CancellationError {
          // Cleared or refreshed: nobody wants this answer.
        } catch {
          send(.failed("\(error)"))
        }
      }
    }
  }

  // MARK: Teardown

  // Nothing: the store's scope ends the request when the store is cleared.
}
