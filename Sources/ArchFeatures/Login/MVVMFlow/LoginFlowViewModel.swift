import ArchFlow
import ArchHost
import ArchMVVM

/// The Login view model: the form as state, the sign-in as work in its
/// scope, the navigation as a one-shot event in `core.events` — buffered
/// while no view collects, so a rotation or the background delays it but
/// never loses or repeats it. It never sees a view.
final class LoginFlowViewModel: ViewModel {
  let core: ViewModelCore<LoginForm, LoginEvent>
  private let service: any LoginService

  // MARK: State

  init(service: any LoginService, context: ViewModelContext) {
    self.service = service
    core = ViewModelCore(LoginSavedState.restoredForm(in: context.saved), host: context.host)
    LoginSavedState.register(in: context.saved) { [state = core.state] in state.value.email }
  }

  // MARK: Inputs

  func type(email: String) { core.update { $0.type(email: email) } }
  func type(password: String) { core.update { $0.type(password: password) } }

  func submit() {
    var accepted = false
    let submitted = core.update { accepted = $0.beginSubmit() }
    if accepted { signIn(submitted) }
  }

  // MARK: Effects

  private func signIn(_ submitted: LoginForm) {
    core.launch("login.signIn") { [core, service] in
      do {
        _ = try await service.signIn(email: submitted.email, password: submitted.password)
        try Task.checkCancellation()
        core.update { $0.status = .signedIn }
        core.events.send(.navigateHome)
      } catch is CancellationError {
        // Cleared: nobody wants this answer.
      } catch {
        core.update { $0.status = .error("\(error)") }
      }
    }
  }

  // MARK: Teardown

  // Nothing to add: the store's `clear()` cancels the core's scope.
}
