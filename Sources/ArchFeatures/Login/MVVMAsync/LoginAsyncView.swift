import ArchHost
import ArchMVVM

/// The `mvvm-async` view: `for await` over the view model's `states`, and
/// over its events, in host tasks that run while the view is started;
/// dropping below started cancels them. An event handed over just before
/// the stop goes back to the channel, so the navigation still happens once.
final class LoginAsyncView: FeatureView {
  private let viewModel: LoginAsyncViewModel

  init(context: ScreenContext, service: any LoginService, navigator: any LoginNavigator) {
    let viewModel = context.viewModelStore.viewModel { LoginAsyncViewModel(service: service, context: $0) }
    self.viewModel = viewModel
    repeatOnLifecycle(context.lifecycle, host: context.host, label: "login.render") { [viewModel, context, navigator] in
      for await form in viewModel.states(label: "login.states") {
        guard !Task.isCancelled else { break }  // handed over just before the view stopped
        context.render(LoginFrame(form, navigations: navigator.navigations))
      }
    }
    collect(viewModel.events, while: context.lifecycle, host: context.host, label: "login.events") {
      [context, navigator, viewModel] event in
      switch event {
      case .navigateHome:
        navigator.navigateHome()
        context.render(LoginFrame(viewModel.state.value, navigations: navigator.navigations))
      }
    }
  }

  func perform(_ intent: LoginIntent) {
    switch intent {
    case .email(let email): viewModel.type(email: email)
    case .password(let password): viewModel.type(password: password)
    case .submit: viewModel.submit()
    }
  }
}
