import ArchHost
import ArchMVVM

/// The `mvvm-observation` view: reads the view model's form under
/// observation tracking while started, re-armed after each change, and
/// navigates when a navigation is pending.
final class LoginObservationView: FeatureView {
  private let viewModel: LoginObservationViewModel

  init(context: ScreenContext, viewModel: LoginObservationViewModel, navigator: any LoginNavigator) {
    self.viewModel = viewModel
    render(while: context.lifecycle, host: context.host, label: "login.render") { [viewModel] in
      (viewModel.form, viewModel.navigationPending)
    } render: { [context, navigator, viewModel] form, navigationPending in
      if navigationPending {
        navigator.navigateHome()
        viewModel.navigated()
      }
      context.render(LoginFrame(form, navigations: navigator.navigations))
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
