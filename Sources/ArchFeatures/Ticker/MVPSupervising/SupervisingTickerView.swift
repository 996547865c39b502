import ArchHost
import ArchMVP

/// The Supervising Controller's view: shows connecting and errors when
/// told, and binds live prices itself from the presenter's model. It is
/// attached while started; the binding goes into the presenter's
/// `attachmentBag`, so the detach at stop ends it with the presenter's own
/// subscription.
final class SupervisingTickerView: SupervisingTickerContract, FeatureView {
  private let context: ScreenContext
  private let presenter: SupervisingTickerPresenter

  init(context: ScreenContext, presenter: SupervisingTickerPresenter) {
    self.context = context
    self.presenter = presenter
    context.lifecycle.observe(label: "ticker.view.attach") { [weak self, presenter] state in
      switch state {
      case .started: self?.attach(to: presenter)
      case .stopped: presenter.detach()
      default: break
      }
    }
  }

  private func attach(to presenter: SupervisingTickerPresenter) {
    presenter.attach(self)
    presenter.quotes.subscribe(label: "ticker.view.quotes") { [weak self] frame in
      if frame.status == .live { self?.context.render(frame) }
    }.store(in: presenter.attachmentBag)
  }

  func showConnecting(symbol: String) { context.render(TickerFrame.connecting(symbol)) }
  func showError(symbol: String, message: String) { context.render(TickerFrame.error(symbol, message)) }

  func perform(_ intent: TickerIntent) {
    switch intent {
    case .select(let symbol): presenter.select(symbol)
    case .refresh: presenter.refresh()
    }
  }
}
