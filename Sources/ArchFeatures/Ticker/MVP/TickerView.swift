import ArchHost
import ArchMVP

/// The passive view: no logic at all. It renders what the presenter tells
/// it and forwards taps. It is attached while started (Android's onStart /
/// onStop), so the presenter's subscription pauses in the background.
final class TickerView: TickerContract, FeatureView {
  private let context: ScreenContext
  private let presenter: any TickerPresenting

  init(context: ScreenContext, presenter: any TickerPresenting) {
    self.context = context
    self.presenter = presenter
    context.lifecycle.observe(label: "ticker.view.attach") { [weak self, presenter] state in
      switch state {
      case .started: if let self { presenter.attach(self) }
      case .stopped: presenter.detach()
      default: break
      }
    }
  }

  func showConnecting(symbol: String) { context.render(TickerFrame.connecting(symbol)) }
  func show(symbol: String, price: Double) { context.render(TickerFrame.live(symbol, price)) }
  func showError(symbol: String, message: String) { context.render(TickerFrame.error(symbol, message)) }

  func perform(_ intent: TickerIntent) {
    switch intent {
    case .select(let symbol): presenter.select(symbol)
    case .refresh: presenter.refresh()
    }
  }
}
