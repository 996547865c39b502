import ArchHost
import ArchMVVM

/// The `mvvm-async` view: `for await` over the view model's `states` in a
/// host task that runs while the view is started; dropping below started
/// cancels the task, which ends the stream and its subscription.
final class SearchAsyncView: FeatureView {
  private let viewModel: SearchAsyncViewModel

  init(context: ScreenContext, service: any SearchService) {
    viewModel = context.viewModelStore.viewModel { SearchAsyncViewModel(service: service, context: $0) }
    repeatOnLifecycle(context.lifecycle, host: context.host, label: "search.render") { [viewModel, context] in
      for await frame in viewModel.states(label: "search.states") {
        guard !Task.isCancelled else { break }  // handed over just before the view stopped
        context.render(frame)
      }
    }
  }

  func perform(_ intent: SearchIntent) {
    switch intent {
    case .type(let text): viewModel.typed(text)
    }
  }
}
