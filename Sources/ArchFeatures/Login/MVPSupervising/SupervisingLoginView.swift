import ArchHost
import ArchMVP

/// The Supervising Controller's view: binds the form from the presenter's
/// model and renders it itself; navigates when told. Attached only while
/// started, like the passive view; the binding goes into the presenter's
/// `attachmentBag`, so the detach at `stopped` ends it with the
/// presenter's own subscription.
final class SupervisingLoginView: SupervisingLoginContract, FeatureView {
  private let context: ScreenContext
  private let presenter: SupervisingLoginPresenter
  private let navigator: any LoginNavigator

  init(context: ScreenContext, presenter: SupervisingLoginPresenter, navigator: any LoginNavigator) {
    self.context = context
    self.presenter = presenter
    self.navigator = navigator
    context.lifecycle.observe(label: "login.view.attach") { [weak self, presenter] state in
      switch state {
      case .started: self?.attach(to: presenter)
      case .stopped: presenter.detach()
      default: break
      }
    }
  }

  private func attach(to presenter: SupervisingLoginPresenter) {
    presenter.attach(self)
    presenter.form.subscribe(label: "login.view.form") { [weak self] form in
      self?.render(form)
    }.store(in: presenter.attachmentBag)
  }

  func navigateHome() {
    navigator.navigateHome()
    render(presenter.form.value)
  }

  func perform(_ intent: LoginIntent) {
    switch intent {
    case .email(let email): presenter.type(email: email)
    case .password(let password): presenter.type(password: password)
    case .submit: presenter.submit()
    }
  }

  private func render(_ form: LoginForm) {
    context.render(LoginFrame(form, navigations: navigator.navigations))
  }
}
