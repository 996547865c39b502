import ArchFeatures
import ArchHost
import ArchMVP

/// The passive view: renders what it is told, forwards the taps.
final class CounterView: CounterContract, FeatureView {
  private let context: ScreenContext
  private let presenter: CounterPresenter

  init(context: ScreenContext, presenter: CounterPresenter) {
    self.context = context
    self.presenter = presenter
    presenter.attach(self, until: context.lifecycle)
  }

  func showLoading() { context.render(CounterFrame.loading) }
  func show(count: Int) { context.render(CounterFrame.count(count)) }
  func showSaving(_ count: Int) { context.render(CounterFrame.saving(count)) }
  func showError(_ message: String) { context.render(CounterFrame.error(message)) }

  func perform(_ intent: CounterIntent) {
    switch intent {
    case .increment: presenter.increment()
    case .retry: presenter.retry()
    }
  }
}
