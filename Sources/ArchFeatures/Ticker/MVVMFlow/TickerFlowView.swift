import ArchHost
import ArchMVVM

/// The `mvvm-flow` view: takes the view model from the screen's store and
/// renders its frames while started, with a lifecycle-aware callback —
/// which is what lets the shared stream pause in the background.
final class TickerFlowView: FeatureView {
  private let viewModel: TickerFlowViewModel

  init(context: ScreenContext, service: any PriceService) {
    viewModel = context.viewModelStore.viewModel { TickerFlowViewModel(service: service, context: $0) }
    collect(viewModel.frames, while: context.lifecycle, label: "ticker.render") { [context] frame in
      context.render(frame)
    }
  }

  func perform(_ intent: TickerIntent) {
    switch intent {
    case .select(let symbol): viewModel.select(symbol)
    case .refresh: viewModel.refresh()
    }
  }
}
