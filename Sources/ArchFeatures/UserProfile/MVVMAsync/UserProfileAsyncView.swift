import ArchHost
import ArchMVVM

/// The `mvvm-async` view: `for await` over the view model's `states` in a
/// host task that runs while the view is started; dropping below started
/// cancels the task, which ends the stream and its subscription.
final class UserProfileAsyncView: FeatureView {
  private let viewModel: UserProfileAsyncViewModel

  init(context: ScreenContext, service: any UserService) {
    viewModel = context.viewModelStore.viewModel { UserProfileAsyncViewModel(service: service, context: $0) }
    repeatOnLifecycle(context.lifecycle, host: context.host, label: "profile.render") { [viewModel, context] in
      for await frame in viewModel.states(label: "profile.states") {
        guard !Task.isCancelled else { break }  // handed over just before the view stopped
        context.render(frame)
      }
    }
  }

  func perform(_ intent: UserProfileIntent) {
    switch intent {
    case .retry: viewModel.retry()
    }
  }
}
