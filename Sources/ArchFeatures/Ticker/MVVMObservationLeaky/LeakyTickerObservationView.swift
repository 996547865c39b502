import ArchHost
import ArchMVVM
import Observation

/// The `mvvm-observation-leaky` view: Observation's classic mistake, a
/// tracking registration re-armed by hand that ignores the lifecycle.
final class LeakyTickerObservationView: FeatureView {
  private let viewModel: TickerObservationViewModel
  private let context: ScreenContext

  init(context: ScreenContext, viewModel: TickerObservationViewModel) {
    self.viewModel = viewModel
    self.context = context
    track()
    context.lifecycle.observe(label: "ticker.watching") { [viewModel] state in
      switch state {
      case .started: viewModel.viewStarted()
      case .stopped: viewModel.viewStopped()
      default: break
      }
    }
  }

  // LEAK: re-armed after every change for as long as the view model lives,
  // with the view captured strongly: a destroyed view keeps rendering, and
  // the view model's registrar keeps it alive. The fix:
  // `render(while: context.lifecycle, host: context.host, …)`.
  private func track() {
    let frame = withObservationTracking { viewModel.frame } onChange: { [self] in
      _ = context.host.launch("ticker.leaky.render") { self.track() }
    }
    context.render(frame)
  }

  func perform(_ intent: TickerIntent) {
    switch intent {
    case .select(let symbol): viewModel.select(symbol)
    case .refresh: viewModel.refresh()
    }
  }
}
