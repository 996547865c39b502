import ArchFlow
import ArchHost

/// The MVC baseline: one controller is the view, shares the price stream
/// and renders it while started. Disciplined about its own work — the
/// stream pauses in the background like everyone's and stops when the
/// view is destroyed — but nothing outlives the view, so a rotation or a
/// restore subscribes again, to the opening symbol.
final class TickerController: FeatureView {
  // MARK: State

  private let selection: MutableStateFlow<TickerSelection>
  /// Owns the shared stream; cancelled when the view is destroyed.
  private let scope: FlowScope

  init(context: ScreenContext, service: any PriceService) {
    let symbol = Ticker.openingSymbol
    selection = MutableStateFlow(TickerSelection(symbol: symbol), ledger: context.host.ledger)
    scope = context.host.scope("ticker.sharing")
    let frames = selection
      .flatMapLatest { selection in
        service.prices(symbol: selection.symbol).map { TickerFrame(symbol: selection.symbol, update: $0) }
      }
      .stateIn(scope, initial: .connecting(symbol), started: .whileSubscribed(
        stopTimeout: .seconds(5), clock: context.host.clock))
    // Rendered while started (onStart / onStop); everything ends on destroy.
    let rendering = CancellableBag()
    context.lifecycle.observe(label: "ticker.controller.lifecycle") { [scope] state in
      switch state {
      case .started:
        frames.subscribe(label: "ticker.controller.frames") { context.render($0) }.store(in: rendering)
      case .stopped:
        rendering.cancelAll()
      case .destroyed:
        rendering.cancel()
        scope.cancel()
      default: break
      }
    }
  }

  // MARK: Inputs

  func perform(_ intent: TickerIntent) {
    switch intent {
    case .select(let symbol): selection.update { $0.select(symbol) }
    case .refresh: selection.update { $0.refresh() }
    }
  }

  // MARK: Effects

  // Nothing to add: `init` wires the shared stream, rendered while started.

  // MARK: Teardown

  // Nothing to add: the lifecycle observer in `init` ends the rendering
  // and cancels the scope, with the shared stream, on destroy.
}
