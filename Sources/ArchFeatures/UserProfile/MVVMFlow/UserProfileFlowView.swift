import ArchHost
import ArchMVVM

/// The `mvvm-flow` view: takes the view model from the screen's store and
/// renders its state while started, with a lifecycle-aware callback.
/// Nothing to attach or detach.
final class UserProfileFlowView: FeatureView {
  private let viewModel: UserProfileFlowViewModel

  init(context: ScreenContext, service: any UserService) {
    viewModel = context.viewModelStore.viewModel { UserProfileFlowViewModel(service: service, context: $0) }
    collect(viewModel.state, while: context.lifecycle, label: "profile.render") { [context] frame in
      context.render(frame)
    }
  }

  func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: viewModel.retry()
    }
  }
}
