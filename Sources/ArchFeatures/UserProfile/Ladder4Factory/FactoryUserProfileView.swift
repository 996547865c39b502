import ArchHost
import ArchMVVM

/// Migration step 4 of 4: the view no longer knows how its view model is
/// built. It asks a `ViewModelFactory` (dependency injection, registered
/// once by whoever wires the screen) for the step-3 view model.
final class FactoryUserProfileView: FeatureView {
  private let viewModel: RenamedUserProfileViewModel

  init(context: ScreenContext, factory: ViewModelFactory) {
    viewModel = context.viewModel(RenamedUserProfileViewModel.self, factory: factory)
    collect(viewModel.state, while: context.lifecycle, label: "profile.render") { [context] frame in
      context.render(frame)
    }
  }

  /// The wiring: the one place that knows the view model's dependencies.
  static func factory(service: any UserService) -> ViewModelFactory {
    ViewModelFactory().registering(RenamedUserProfileViewModel.self) {
      RenamedUserProfileViewModel(service: service, context: $0)
    }
  }

  func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: viewModel.retry()
    }
  }
}
