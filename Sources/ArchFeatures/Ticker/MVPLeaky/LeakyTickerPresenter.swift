import ArchFlow
import ArchHost
import ArchMVP

/// The Ticker presenter with the article's MVP + Rx mistake, written wrong
/// on purpose as the probes' positive control: on attach it subscribes to
/// the price stream with a callback that captures the view, and drops the
/// token, so detach cannot cancel it; and it never cancels the scope that
/// shares the stream.
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

  /// What the user asked for; a change subscribes again.
  private let selection: MutableStateFlow<TickerSelection>
  /// The stream, shared while someone is attached (and 5 s longer).
  private let frames: StateFlow<TickerFrame>
  // LEAK: the scope that shares the stream, kept here rather than in
  // `lifetimeBag`: clearing the presenter never cancels it, so with the
  // leaked subscriber below the stream ticks forever. The fix: no property,
  // and `scope.store(in: attachment.lifetimeBag)` in `init`.
  private let scope: FlowScope

  init(service: any PriceService, host: AppHost, saved: SavedStateRegistry) {
    let symbol = TickerSavedState.restoredSymbol(in: saved)
    selection = MutableStateFlow(TickerSelection(symbol: symbol), ledger: host.ledger)
    // LEAK: into the property above, which nothing cancels. The fix:
    // `let scope = …`, then `scope.store(in: attachment.lifetimeBag)`.
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

  /// Called when a started view attaches; detach, at stop, empties `attachmentBag`.
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

  /// Passive View: the presenter turns each frame into contract calls.
  // LEAK: static, so it renders into the view it is handed: the captured
  // one, destroyed or not. The fix: a method on the weak attached `view`.
  private static func present(_ frame: TickerFrame, to view: any TickerContract) {
    switch (frame.status, frame.price) {
    case (.live, let price?): view.show(symbol: frame.symbol, price: price)
    case (.error(let message), _): view.showError(symbol: frame.symbol, message: message)
    default: view.showConnecting(symbol: frame.symbol)
    }
  }

  // MARK: Teardown

  // LEAK: `clear()` detaches and cancels `lifetimeBag`, but neither the
  // dropped subscription nor the scope is in them: the stream never stops.
  // The fix: `onAttach`'s and `init`'s.
}
