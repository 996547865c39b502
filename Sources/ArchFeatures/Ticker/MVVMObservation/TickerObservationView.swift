import ArchHost
import ArchMVVM

/// The `mvvm-observation` view: reads the view model's frame under
/// observation tracking while started, re-armed after each change, and
/// tells the view model when it starts and stops watching.
final class TickerObservationView: FeatureView {
  private let viewModel: TickerObservationViewModel

  init(context: ScreenContext, viewModel: TickerObservationViewModel) {
    self.viewModel = viewModel
    render(while: context.lifecycle, host: context.host, label: "ticker.render") { [viewModel] in
      viewModel.frame
    } render: { [context] frame in
      context.render(frame)
    }
    context.lifecycle.observe(label: "ticker.watching") { [viewModel] state in
      switch state {
      case .started: viewModel.viewStarted()
      case .stopped: viewModel.viewStopped()
      default: break
      }
    }
  }

  func perform(_ intent: TickerIntent) {
    switch intent {
    case .select(let symbol): viewModel.select(symbol)
    case .refresh: viewModel.refresh()
    }
  }
}
