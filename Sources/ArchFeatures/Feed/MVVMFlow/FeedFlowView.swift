import ArchFlow
import ArchHost
import ArchMVVM

/// The `mvvm-flow` view: takes the view model from the screen's store and
/// renders its frame while started, with a lifecycle-aware callback.
/// Nothing to attach or detach.
final class FeedFlowView: FeatureView {
  private let viewModel: FeedFlowViewModel

  init(context: ScreenContext, service: any FeedService) {
    viewModel = context.viewModelStore.viewModel { FeedFlowViewModel(service: service, context: $0) }
    collect(viewModel.state.map(\.frame), while: context.lifecycle, label: "feed.render") { [context] frame in
      context.render(frame)
    }
  }

  func perform(_ intent: FeedIntent) {
    switch intent {
    case .loadMore: viewModel.loadMore()
    case .refresh: viewModel.refresh()
    }
  }
}
