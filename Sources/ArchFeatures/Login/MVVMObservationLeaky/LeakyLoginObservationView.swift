import ArchHost
import ArchMVVM
import Observation

/// The `mvvm-observation-leaky` view: Observation's classic mistake, a
/// tracking registration re-armed by hand that ignores the lifecycle.
final class LeakyLoginObservationView: FeatureView {
  private let viewModel: LoginObservationViewModel
  private let context: ScreenContext
  private let navigator: any LoginNavigator

  init(context: ScreenContext, viewModel: LoginObservationViewModel, navigator: any LoginNavigator) {
    self.viewModel = viewModel
    self.context = context
    self.navigator = navigator
    track()
    render(while: context.lifecycle, host: context.host, label: "login.navigation") { [viewModel] in
      viewModel.navigationPending
    } render: { [context, navigator, viewModel] navigationPending in
      guard navigationPending else { return }
      navigator.navigateHome()
      viewModel.navigated()
      context.render(LoginFrame(viewModel.form, navigations: navigator.navigations))
    }
  }

  // LEAK: re-armed after every change for as long as the view model lives,
  // with the view captured strongly: a destroyed view keeps rendering, and
  // the view model's registrar keeps it alive. The fix: the form in the
  // `render(while: context.lifecycle, host: context.host, …)` above.
  private func track() {
    let form = withObservationTracking { viewModel.form } onChange: { [self] in
      _ = context.host.launch("login.leaky.render") { self.track() }
    }
    context.render(LoginFrame(form, navigations: navigator.navigations))
  }

  func perform(_ intent: LoginIntent) {
    switch intent {
    case .email(let email): viewModel.type(email: email)
    case .password(let password): viewModel.type(password: password)
    case .submit: viewModel.submit()
    }
  }
}
