import ArchFlow
import ArchHost

/// The MVC baseline: one controller is the view, holds the form, signs in
/// and navigates. Disciplined about its own work — the request is cancelled
/// when the view is destroyed — but nothing outlives the view: a rotation
/// or a restore starts with an empty form, and a request cut short by a
/// rotation never navigates. It also navigates the moment the answer
/// arrives, even from the background.
final class LoginController: FeatureView {
  private let context: ScreenContext
  private let service: any LoginService
  private let navigator: any LoginNavigator

  // MARK: State

  /// The form as typed; it dies with the controller.
  private let form = Locked(LoginForm())
  /// The sign-in in flight, cancelled on destroy.
  private let request = CancellableBag()

  init(context: ScreenContext, service: any LoginService, navigator: any LoginNavigator) {
    self.context = context
    self.service = service
    self.navigator = navigator
    context.lifecycle.observe(label: "login.controller.destroy") { [request] state in
      if state == .destroyed { request.cancel() }
    }
    render()
  }

  // MARK: Inputs

  func perform(_ intent: LoginIntent) {
    switch intent {
    case .email(let email): form.withLock { $0.type(email: email) }
    case .password(let password): form.withLock { $0.type(password: password) }
    case .submit: submit()
    }
    render()
  }

  // MARK: Effects

  private func submit() {
    let submitted = form.withLock { form -> LoginForm? in
      guard form.canSubmit else { return nil }  // the button is disabled
      form.status = .submitting
      return form
    }
    guard let submitted else { return }
    context.host.launch("login.signIn") { [weak self, service] in
      do {
        _ = try await service.signIn(email: submitted.email, password: submitted.password)
        try Task.checkCancellation()
        self?.finish(.signedIn)
      } catch is CancellationError {
        // Destroyed: nobody wants the answer.
      } catch {
        self?.finish(.error("\(error)"))
      }
    }.store(in: request)
  }

  private func finish(_ status: LoginStatus) {
    form.withLock { $0.status = status }
    if status == .signedIn { navigator.navigateHome() }  // at once, visible or not
    render()
  }

  private func render() {
    context.render(LoginFrame(form.snapshot, navigations: navigator.navigations))
  }

  // MARK: Teardown

  // Nothing to add: the destroy observer in `init` cancels `request`, and
  // the form dies with the controller.
}
