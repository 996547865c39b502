import ArchHost
import ArchMVVM

/// Migration step 3 of 4: the view takes the view model from the
/// view-model store, made by a closure that names its dependencies.
final class RenamedUserProfileView: FeatureView {
  private let viewModel: RenamedUserProfileViewModel

  init(context: ScreenContext, service: any UserService) {
    viewModel = context.viewModelStore.viewModel { RenamedUserProfileViewModel(service: service, context: $0) }
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
