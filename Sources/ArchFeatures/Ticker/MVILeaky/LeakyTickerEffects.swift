import ArchHost
import ArchMVVM

/// Ticker's effects in `mvi-leaky`, with the typical MVI mistake, written
/// wrong on purpose as the probes' positive control: the price stream
/// started as a task of its own instead of as the store's work.
enum LeakyTickerEffects {
  /// How long the stream outlives the last view: a rotation does not restart it.
  static let stopTimeout: Duration = .seconds(5)

  // MARK: State

  /// The store, on the saved symbol.
  static func store(service: any PriceService, context: ViewModelContext) -> TickerStore {
    let host = context.host
    let initial = TickerStoreState(symbol: TickerSavedState.restoredSymbol(in: context.saved))
    // LEAK: hands the store to `work`, for a task of its own to feed. The fix: `effect, _ in`.
    let store = TickerStore(initial, host: host, label: "ticker", reduce: TickerReducer.reduce) { effect, store in
      work(for: effect, service: service, host: host, store: store)
    }
    TickerSavedState.register(in: context.saved) { [state = store.state] in state.value.selection.symbol }
    return store
  }

  // MARK: Effects

  static func work(
    // LEAK: takes the store, and returns no work for what it launches itself.
    // The fix: no `store`, and an `EffectWork` for every effect.
    for effect: TickerEffect, service: any PriceService, host: AppHost, store: TickerStore
  ) -> EffectWork<TickerStoreIntent>? {
    switch effect {
    case .stream(let symbol):
      // LEAK: a fire-and-forget task (`Task {}` in an app; the host's launch
      // here, to stay deterministic) outside the store's scope, with the
      // store's own `send`: neither a new symbol, nor the stop timer, nor
      // clearing the store cancels it, and it holds the store and feeds it
      // forever. The fix: `return EffectWork(id: "stream") { send in`.
      _ = host.launch("ticker.leaky.stream") { [send = store.send] in
        for await update in service.prices(symbol: symbol).values(label: "ticker.mvi.prices") {
          send(.update(symbol: symbol, update))
        }
      }
      // LEAK: no work for the store to run, or to cancel on `.stopStream`.
      // The fix: the `EffectWork` above.
      return nil
    case .stopStream:
      return .cancel("stream")
    case .waitUnwatched:
      return EffectWork(id: "stop") { send in
        guard (try? await host.clock.sleep(for: stopTimeout)) != nil else { return }
        send(.unwatchedLongEnough)
      }
    case .cancelWait:
      return .cancel("stop")
    }
  }

  // MARK: Teardown

  // LEAK: clearing the store ends the timer, not the stream, which is not
  // in its scope. The fix: `work`'s.
}
