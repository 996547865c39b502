import ArchHost
import ArchMVVM

/// The `mvvm-observation` view: reads the view model's `frame` under
/// observation tracking while started, re-armed after each change.
final class SearchObservationView: FeatureView {
  private let viewModel: SearchObservationViewModel

  init(context: ScreenContext, viewModel: SearchObservationViewModel) {
    self.viewModel = viewModel
    render(while: context.lifecycle, host: context.host, label: "search.render") { [viewModel] in
      viewModel.frame
    } render: { [context] frame in
      context.render(frame)
    }
  }

  func perform(_ intent: SearchIntent) {
    switch intent {
    case .type(let text): viewModel.typed(text)
    }
  }
}
