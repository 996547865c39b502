import ArchHost
import ArchMVVM
// LEAK: Observation itself, for tracking by hand. The fix: ArchMVVM's `render(while:…)` alone.
import Observation

/// The `mvvm-observation-leaky` view, with Observation's classic mistake,
/// written wrong on purpose as the probes' positive control: the form's
/// tracking registration is re-armed by hand and ignores the lifecycle;
/// only the navigation is read while started.
final class LeakyLoginObservationView: FeatureView {
  private let viewModel: LoginObservationViewModel

  init(context: ScreenContext, viewModel: LoginObservationViewModel, navigator: any LoginNavigator) {
    self.viewModel = viewModel
    // LEAK: the form tracked by hand (`track`, below), not for the view's
    // lifecycle; only the navigation is read while started. The fix: one
    // `render(while:…)`, label "login.render", of `(form, navigationPending)`.
    track(context, navigator)
    render(while: context.lifecycle, host: context.host, label: "login.navigation") { [viewModel] in
      viewModel.navigationPending
    } render: { [context, navigator, viewModel] navigationPending in
      guard navigationPending else { return }
      navigator.navigateHome()
      viewModel.navigated()
      context.render(LoginFrame(viewModel.form, navigations: navigator.navigations))
    }
  }

  func perform(_ intent: LoginIntent) {
    switch intent {
    case .email(let email): viewModel.type(email: email)
    case .password(let password): viewModel.type(password: password)
    case .submit: viewModel.submit()
    }
  }

  // LEAK: re-armed after every change for as long as the view model lives,
  // with the view captured strongly: a destroyed view keeps rendering, and
  // the view model's registrar keeps it alive. The fix: no `track`.
  private func track(_ context: ScreenContext, _ navigator: any LoginNavigator) {
    let form = withObservationTracking { viewModel.form } onChange: { [self] in
      _ = context.host.launch("login.leaky.render") { self.track(context, navigator) }
    }
    context.render(LoginFrame(form, navigations: navigator.navigations))
  }
}
