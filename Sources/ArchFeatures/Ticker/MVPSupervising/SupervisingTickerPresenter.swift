import ArchFlow
import ArchHost
import ArchMVP

/// The Ticker presenter as a Supervising Controller: it exposes the
/// shared stream as a model the view binds its live prices from, and keeps
/// the decisions — connecting, error, which symbol, when to reconnect — to
/// itself. Same discipline and same sharing as the Passive View presenter:
/// the view's binding and the presenter's own subscription both live in
/// `attachmentBag`, so detaching at stop lets the stream pause.
final class SupervisingTickerPresenter: Presenter {
  typealias View = any SupervisingTickerContract
  let attachment = ViewAttachment<any SupervisingTickerContract>()

  // MARK: State

  /// The model the view binds: the shared stream's latest frame.
  let quotes: StateFlow<TickerFrame>
  /// What the user asked for; a change subscribes again.
  private let selection: MutableStateFlow<TickerSelection>

  init(service: any PriceService, host: AppHost, saved: SavedStateRegistry) {
    let symbol = TickerSavedState.restoredSymbol(in: saved)
    selection = MutableStateFlow(TickerSelection(symbol: symbol), ledger: host.ledger)
    let scope = host.scope("ticker.sharing")
    scope.store(in: attachment.lifetimeBag)
    quotes = selection
      .flatMapLatest { selection in
        service.prices(symbol: selection.symbol).map { TickerFrame(symbol: selection.symbol, update: $0) }
      }
      .stateIn(scope, initial: .connecting(symbol), started: .whileSubscribed(
        stopTimeout: .seconds(5), clock: host.clock))
    TickerSavedState.register(in: saved) { [selection] in selection.value.symbol }
  }

  // MARK: Inputs

  /// Called when a started view attaches; detach (at stop) ends it.
  func onAttach(_ view: any SupervisingTickerContract) {
    quotes.subscribe(label: "ticker.presenter.status") { [weak self] frame in
      self?.present(frame)
    }.store(in: attachmentBag)
  }

  func select(_ symbol: String) { selection.update { $0.select(symbol) } }
  func refresh() { selection.update { $0.refresh() } }

  // MARK: Effects

  private func present(_ frame: TickerFrame) {
    guard let view else { return }
    switch frame.status {
    case .connecting: view.showConnecting(symbol: frame.symbol)
    case .error(let message): view.showError(symbol: frame.symbol, message: message)
    case .live: break  // the view shows live prices itself, bound to `quotes`
    }
  }

  // MARK: Teardown

  // Nothing to add: `clear()` detaches and cancels `lifetimeBag`, which
  // holds the scope.
}
