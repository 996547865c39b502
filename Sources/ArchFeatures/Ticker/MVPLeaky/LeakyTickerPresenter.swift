import ArchFlow
import ArchHost
import ArchMVP

/// The Passive View presenter with the article's MVP + Rx mistake, written
/// wrong on purpose as the positive control for the probes: on attach it
/// subscribes to the price stream with a callback that captures the view,
/// and drops the token, so detach cannot cancel it; and it never cancels
/// the scope that shares the stream.
///
/// The stream never pauses (a subscriber never leaves), so it ticks into a
/// stopped view in the background; after a rotation the destroyed view
/// keeps rendering each tick; after a pop the stream, its task, the views
/// and the presenter live on, ticking into destroyed views. Everything
/// else — the shared stream, the saved symbol — is the disciplined
/// presenter's.
final class LeakyTickerPresenter: TickerPresenting {
  typealias View = any TickerContract
  let attachment = ViewAttachment<any TickerContract>()

  // MARK: State

  private let selection: MutableStateFlow<TickerSelection>
  private let frames: StateFlow<TickerFrame>
  // LEAK: never cancelled, so clearing the presenter does not stop the
  // stream: with the leaked subscriber below it ticks forever. The fix:
  // `scope.store(in: attachment.lifetimeBag)`.
  private let scope: FlowScope

  init(service: any PriceService, host: AppHost, saved: SavedStateRegistry) {
    let symbol = TickerSavedState.restoredSymbol(in: saved)
    selection = MutableStateFlow(TickerSelection(symbol: symbol), ledger: host.ledger)
    scope = host.scope("ticker.sharing")
    frames = selection
      .flatMapLatest { selection in
        service.prices(symbol: selection.symbol).map { TickerFrame(symbol: selection.symbol, update: $0) }
      }
      .stateIn(scope, initial: .connecting(symbol), started: .whileSubscribed(
        stopTimeout: .seconds(5), clock: host.clock))
    TickerSavedState.register(in: saved) { [selection] in selection.value.symbol }
  }

  // MARK: Inputs

  func onAttach(_ view: any TickerContract) {
    // LEAK: `view` is captured strongly and the token is dropped. The fix:
    // `[weak self] … self?.present(frame)` and `.store(in: attachmentBag)`.
    _ = frames.subscribe(label: "ticker.leaky.frames") { frame in
      Self.present(frame, to: view)
    }
  }

  func select(_ symbol: String) { selection.update { $0.select(symbol) } }
  func refresh() { selection.update { $0.refresh() } }

  // MARK: Effects

  private static func present(_ frame: TickerFrame, to view: any TickerContract) {
    switch (frame.status, frame.price) {
    case (.live, let price?): view.show(symbol: frame.symbol, price: price)
    case (.error(let message), _): view.showError(symbol: frame.symbol, message: message)
    default: view.showConnecting(symbol: frame.symbol)
    }
  }

  // MARK: Teardown

  // Nothing: detach cannot reach the dropped subscription, and the scope
  // is not in `lifetimeBag`.
}
