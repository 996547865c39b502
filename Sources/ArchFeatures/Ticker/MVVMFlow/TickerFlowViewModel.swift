import ArchFlow
import ArchHost
import ArchMVVM

/// The Ticker view model on ArchFlow: its core's state is the
/// selection (what the user asked for), and `frames` is the price stream
/// derived from it with `flatMapLatest` and shared with `stateIn` while
/// somebody collects it, five seconds longer. It never sees a view.
/// Retained across rotation, so the stream survives it.
final class TickerFlowViewModel: ViewModel {
  let core: ViewModelCore<TickerSelection, Never>

  // MARK: State

  /// What views show: the shared stream's latest frame.
  let frames: StateFlow<TickerFrame>

  init(service: any PriceService, context: ViewModelContext) {
    let symbol = TickerSavedState.restoredSymbol(in: context.saved)
    core = ViewModelCore(TickerSelection(symbol: symbol), host: context.host)
    let scope = context.host.scope("ticker.sharing")
    core.scope.own(scope)
    frames = core.state
      .flatMapLatest { selection in
        service.prices(symbol: selection.symbol).map { TickerFrame(symbol: selection.symbol, update: $0) }
      }
      .stateIn(scope, initial: .connecting(symbol), started: .whileSubscribed(
        stopTimeout: .seconds(5), clock: context.host.clock))
    TickerSavedState.register(in: context.saved) { [state = core.state] in state.value.symbol }
  }

  // MARK: Inputs

  func select(_ symbol: String) { core.update { $0.select(symbol) } }
  func refresh() { core.update { $0.refresh() } }

  // MARK: Effects

  // None of its own: `frames` subscribes upstream while collected.

  // MARK: Teardown

  // Nothing to add: the store's `clear()` cancels the core's scope, which
  // owns the sharing scope.
}
