import ArchFlow
import ArchHost
import ArchMVP

/// The Ticker presenter, Passive View, written with discipline: weak
/// view, the per-view subscription in `attachmentBag`, the shared stream's
/// scope in `lifetimeBag`. Retained across rotation, and the view is
/// attached only while started, so the stream runs while a view watches
/// and five seconds longer: a rotation keeps it, a long background pauses it.
final class TickerPresenter: TickerPresenting {
  typealias View = any TickerContract
  let attachment = ViewAttachment<any TickerContract>()

  // MARK: State

  /// What the user asked for; a change subscribes again.
  private let selection: MutableStateFlow<TickerSelection>
  /// The stream, shared while someone is attached (and 5 s longer).
  private let frames: StateFlow<TickerFrame>

  init(service: any PriceService, host: AppHost, saved: SavedStateRegistry) {
    let symbol = TickerSavedState.restoredSymbol(in: saved)
    selection = MutableStateFlow(TickerSelection(symbol: symbol), ledger: host.ledger)
    let scope = host.scope("ticker.sharing")
    scope.store(in: attachment.lifetimeBag)
    frames = selection
      .flatMapLatest { selection in
        service.prices(symbol: selection.symbol).map { TickerFrame(symbol: selection.symbol, update: $0) }
      }
      .stateIn(scope, initial: .connecting(symbol), started: .whileSubscribed(
        stopTimeout: .seconds(5), clock: host.clock))
    TickerSavedState.register(in: saved) { [selection] in selection.value.symbol }
  }

  // MARK: Inputs

  /// Called when a started view attaches; detach, at stop, empties `attachmentBag`.
  func onAttach(_ view: any TickerContract) {
    frames.subscribe(label: "ticker.presenter.frames") { [weak self] frame in
      self?.present(frame)
    }.store(in: attachmentBag)
  }

  func select(_ symbol: String) { selection.update { $0.select(symbol) } }
  func refresh() { selection.update { $0.refresh() } }

  // MARK: Effects

  /// Passive View: the presenter turns each frame into contract calls.
  private func present(_ frame: TickerFrame) {
    guard let view else { return }  // weak: a released view is skipped
    switch (frame.status, frame.price) {
    case (.live, let price?): view.show(symbol: frame.symbol, price: price)
    case (.error(let message), _): view.showError(symbol: frame.symbol, message: message)
    default: view.showConnecting(symbol: frame.symbol)
    }
  }

  // MARK: Teardown

  // Nothing to add: `clear()` detaches and cancels `lifetimeBag`, which
  // holds the scope: the shared stream stops at once.
}
