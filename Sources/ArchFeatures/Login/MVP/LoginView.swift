import ArchHost
import ArchMVP

/// The passive view: renders the form it is told to show and performs the
/// navigation it is told to; it forwards typing and the submit tap.
///
/// It is attached only while started — Android MVP's attach in `onStart`,
/// detach in `onStop` — so a stopped or rotating screen has no view
/// attached, and the presenter's event channel keeps the navigation until
/// one is.
final class LoginView: LoginContract, FeatureView {
  private let context: ScreenContext
  private let presenter: any LoginPresenting
  private let navigator: any LoginNavigator
  /// The form last shown, rendered again after a navigation.
  private let shown = Locked(LoginForm())

  init(context: ScreenContext, presenter: any LoginPresenting, navigator: any LoginNavigator) {
    self.context = context
    self.presenter = presenter
    self.navigator = navigator
    context.lifecycle.observe(label: "login.view.attach") { [weak self, presenter] state in
      switch state {
      case .started: if let self { presenter.attach(self) }
      case .stopped: presenter.detach()
      default: break
      }
    }
  }

  func show(_ form: LoginForm) {
    shown.withLock { $0 = form }
    render()
  }

  func navigateHome() {
    navigator.navigateHome()
    render()
  }

  func perform(_ intent: LoginIntent) {
    switch intent {
    case .email(let email): presenter.type(email: email)
    case .password(let password): presenter.type(password: password)
    case .submit: presenter.submit()
    }
  }

  private func render() {
    context.render(LoginFrame(shown.snapshot, navigations: navigator.navigations))
  }
}
