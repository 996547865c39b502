import ArchHost
import ArchMVP

/// The article's view controller for signing in: it owns its presenter
/// (one per view), attaches in its did-load step and detaches on destroy,
/// so it navigates whenever the answer comes, seen or not.
final class ArticleLoginView: LoginContract, FeatureView {
  private let context: ScreenContext
  private let presenter: any ArticleLoginPresenting
  private let navigator: any LoginNavigator
  private let shown = Locked(LoginForm())

  init(context: ScreenContext, presenter: any ArticleLoginPresenting, navigator: any LoginNavigator) {
    self.context = context
    self.presenter = presenter
    self.navigator = navigator
    presenter.attach(self)
    context.lifecycle.observe(label: "login.article.destroy") { [presenter] state in
      if state == .destroyed { presenter.detach() }
    }
    render()
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
