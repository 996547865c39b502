import ArchHost
import ArchMVVM

/// Ticker's effects in `mvi-leaky`: the typical MVI mistake, the price
/// stream started as a task of its own instead of as the store's work.
enum LeakyTickerEffects {
  // MARK: State

  /// The store, on the saved symbol.
  static func store(service: any PriceService, context: ViewModelContext) -> TickerStore {
    let host = context.host
    let initial = TickerStoreState(symbol: TickerSavedState.restoredSymbol(in: context.saved))
    let store = TickerStore(initial, host: host, label: "ticker", reduce: TickerReducer.reduce) { effect, store in
      work(for: effect, service: service, host: host, store: store)
    }
    TickerSavedState.register(in: context.saved) { [state = store.state] in state.value.selection.symbol }
    return store
  }

  // MARK: Effects

  static func work(
    for effect: TickerEffect, service: any PriceService, host: AppHost, store: TickerStore
  ) -> EffectWork<TickerStoreIntent>? {
    switch effect {
    case .stream(let symbol):
      // LEAK: a fire-and-forget task (`Task {}` in an app; the host's
      // launch here, to stay deterministic) outside the store's scope:
      // neither a new symbol, nor the stop timer, nor clearing the store
      // cancels it, and it holds the store and feeds it forever. The fix:
      // return an `EffectWork`.
      _ = host.launch("ticker.leaky.stream") {
        for await update in service.prices(symbol: symbol).values(label: "ticker.leaky.prices") {
          store.send(.update(symbol: symbol, update))
        }
      }
      return nil
    case .stopStream:
      return .cancel("stream")  // LEAK: nothing to cancel, the stream is not the store's
    case .waitUnwatched:
      return EffectWork(id: "stop") { send in
        guard (try? await host.clock.sleep(for: TickerEffects.stopTimeout)) != nil else { return }
        send(.unwatchedLongEnough)
      }
    case .cancelWait:
      return .cancel("stop")
    }
  }

  // MARK: Teardown

  // Nothing: the store's scope never saw the stream.
}
