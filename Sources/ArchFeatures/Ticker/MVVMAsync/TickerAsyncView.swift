import ArchHost
import ArchMVVM

/// The `mvvm-async` view: `for await` over the view model's `states` in a
/// host task that runs while the view is started; dropping below started
/// cancels the task, which ends the stream — and the view model, seeing no
/// consumer left, pauses its upstream five seconds later.
final class TickerAsyncView: FeatureView {
  private let viewModel: TickerAsyncViewModel

  init(context: ScreenContext, service: any PriceService) {
    viewModel = context.viewModelStore.viewModel { TickerAsyncViewModel(service: service, context: $0) }
    repeatOnLifecycle(context.lifecycle, host: context.host, label: "ticker.render") { [viewModel, context] in
      for await frame in viewModel.states(label: "ticker.states") {
        guard !Task.isCancelled else { break }  // handed over just before the view stopped
        context.render(frame)
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
