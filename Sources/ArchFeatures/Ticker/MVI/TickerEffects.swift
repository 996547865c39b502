import ArchHost
import ArchMVVM

/// Ticker's effects in `mvi`: the price stream and the stop timer, run
/// in the store's scope.
enum TickerEffects {
  /// How long the stream outlives the last view: a rotation does not restart it.
  static let stopTimeout: Duration = .seconds(5)

  // MARK: State

  /// The store, on the saved symbol.
  static func store(service: any PriceService, context: ViewModelContext) -> TickerStore {
    let host = context.host
    let initial = TickerStoreState(symbol: TickerSavedState.restoredSymbol(in: context.saved))
    let store = TickerStore(initial, host: host, label: "ticker", reduce: TickerReducer.reduce) { effect, _ in
      work(for: effect, service: service, host: host)
    }
    TickerSavedState.register(in: context.saved) { [state = store.state] in state.value.selection.symbol }
    return store
  }

  // MARK: Effects

  static func work(
    for effect: TickerEffect, service: any PriceService, host: AppHost
  ) -> EffectWork<TickerStoreIntent> {
    switch effect {
    case .stream(let symbol):
      return EffectWork(id: "stream") { send in
        for await update in service.prices(symbol: symbol).values(label: "ticker.mvi.prices") {
          send(.update(symbol: symbol, update))
        }
      }
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

  // Nothing: the store's scope ends the stream and the timer when the
  // store is cleared.
}
