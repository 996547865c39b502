import ArchHost
import ArchMVVM

/// The `mvvm-flow` view: takes the view model from the screen's store,
/// renders its state and performs its events while started, with
/// lifecycle-aware callbacks. Nothing to attach or detach.
final class LoginFlowView: FeatureView {
  private let viewModel: LoginFlowViewModel

  init(context: ScreenContext, service: any LoginService, navigator: any LoginNavigator) {
    let viewModel = context.viewModelStore.viewModel { LoginFlowViewModel(service: service, context: $0) }
    self.viewModel = viewModel
    collect(viewModel.state, while: context.lifecycle, label: "login.render") { [context, navigator] form in
      context.render(LoginFrame(form, navigations: navigator.navigations))
    }
    collect(viewModel.events, while: context.lifecycle, label: "login.events") {
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
