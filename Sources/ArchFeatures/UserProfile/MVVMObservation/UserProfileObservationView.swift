import ArchHost
import ArchMVVM

/// The `mvvm-observation` view: reads the view model's `frame` under
/// observation tracking while started, re-armed after each change.
final class UserProfileObservationView: FeatureView {
  private let viewModel: UserProfileObservationViewModel

  init(context: ScreenContext, viewModel: UserProfileObservationViewModel) {
    self.viewModel = viewModel
    render(while: context.lifecycle, host: context.host, label: "profile.render") { [viewModel] in
      viewModel.frame
    } render: { [context] frame in
      context.render(frame)
    }
  }

  func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: viewModel.retry()
    }
  }
}
