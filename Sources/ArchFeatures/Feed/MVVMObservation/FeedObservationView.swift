import ArchHost
import ArchMVVM

/// The `mvvm-observation` view: reads the view model's paging under
/// observation tracking while started, re-armed after each change.
final class FeedObservationView: FeatureView {
  private let viewModel: FeedObservationViewModel

  init(context: ScreenContext, viewModel: FeedObservationViewModel) {
    self.viewModel = viewModel
    render(while: context.lifecycle, host: context.host, label: "feed.render") { [viewModel] in
      viewModel.paging.frame
    } render: { [context] frame in
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
