import ArchFlow
import ArchHost
import ArchMVVM

/// The Login view model written with tasks instead of callbacks: edits
/// change the form at once, submits go into an `AsyncStream` that one task
/// reads in order, signing in with `await` — one sign-in at a time, never
/// two racing. The navigation is a one-shot event in `core.events`,
/// buffered while no view collects. Views read `states` and the events with
/// `for await`.
final class LoginAsyncViewModel: ViewModel {
  let core: ViewModelCore<LoginForm, LoginEvent>

  // MARK: State

  init(service: any LoginService, context: ViewModelContext) {
    core = ViewModelCore(LoginSavedState.restoredForm(in: context.saved), host: context.host)
    let (submits, inbox) = AsyncStream.makeStream(of: LoginForm.self)
    self.inbox = inbox
    LoginSavedState.register(in: context.saved) { [state = core.state] in state.value.email }
    core.launch("login.submits") { [core] in
      await Self.run(submits, core: core, service: service)
    }
  }

  // MARK: Inputs

  private let inbox: AsyncStream<LoginForm>.Continuation

  func type(email: String) { core.update { $0.type(email: email) } }
  func type(password: String) { core.update { $0.type(password: password) } }

  func submit() {
    var accepted = false
    let submitted = core.update { accepted = $0.beginSubmit() }
    if accepted { inbox.yield(submitted) }
  }

  // MARK: Effects

  /// Signs in with each submitted form, in order, until the view model is
  /// cleared; clearing cancels the sign-in in flight.
  private static func run(
    _ submits: AsyncStream<LoginForm>, core: ViewModelCore<LoginForm, LoginEvent>, service: any LoginService
  ) async {
    for await submitted in submits {
      do {
        _ = try await service.signIn(email: submitted.email, password: submitted.password)
        try Task.checkCancellation()
        core.update { $0.status = .signedIn }
        core.events.send(.navigateHome)
      } catch is CancellationError {
        return  // cleared: nobody wants this answer
      } catch {
        core.update { $0.status = .error("\(error)") }
      }
    }
  }

  // MARK: Teardown

  /// Ends the inbox, then cancels the reading task and the sign-in.
  func clear() {
    inbox.finish()
    core.clear()
  }
}
