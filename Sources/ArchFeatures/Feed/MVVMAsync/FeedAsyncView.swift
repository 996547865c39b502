import ArchHost
import ArchMVVM

/// The `mvvm-async` view: `for await` over its own view model's `states`
/// in a host task that runs while the view is started; dropping below
/// started cancels the task, which ends the stream and its subscription.
final class FeedAsyncView: FeatureView {
  private let viewModel: FeedAsyncViewModel

  init(context: ScreenContext, service: any FeedService) {
    viewModel = context.viewModelStore.viewModel { FeedAsyncViewModel(service: service, context: $0) }
    repeatOnLifecycle(context.lifecycle, host: context.host, label: "feed.render") { [viewModel, context] in
      for await paging in viewModel.states(label: "feed.states") {
        guard !Task.isCancelled else { break }  // handed over just before the view stopped
        context.render(paging.frame)
      }
    }
  }

  func perform(_ intent: FeedIntent) {
    switch intent {
    case .loadMore: viewModel.loadMore()
    case .refresh: viewModel.refresh()
    }
  }
}
