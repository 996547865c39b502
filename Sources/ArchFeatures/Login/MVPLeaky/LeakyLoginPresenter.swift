import ArchFlow
import ArchHost
import ArchMVP

/// The Login presenter with the article's MVP + Rx mistake, written wrong
/// on purpose as the probes' positive control: on attach it subscribes with
/// callbacks that capture the view, and drops the tokens, so detach cannot
/// cancel them.
///
/// Every attach adds collectors that never leave. After a rotation the
/// destroyed view is still the event channel's oldest collector: it gets
/// the navigation — the dead view navigates, renders after destroy, and the
/// new view never learns of it (×0). In the background the stopped view
/// still collects, so it navigates from the background. After a pop the
/// subscriptions, the views and the presenter are never released.
final class LeakyLoginPresenter: LoginPresenting {
  typealias View = any LoginContract
  let attachment = ViewAttachment<any LoginContract>()

  private let service: any LoginService
  private let host: AppHost

  // MARK: State

  /// The form; each newly attached view is shown it at once.
  private let form: MutableStateFlow<LoginForm>
  /// One-shot navigation, buffered while no view is attached.
  private let events: EventChannel<LoginEvent>
  /// The sign-in in flight, at most one; inside `lifetimeBag`.
  private let request = CancellableBag()

  init(service: any LoginService, host: AppHost, saved: SavedStateRegistry) {
    self.service = service
    self.host = host
    form = MutableStateFlow(LoginSavedState.restoredForm(in: saved), ledger: host.ledger)
    events = EventChannel(ledger: host.ledger)
    request.store(in: attachment.lifetimeBag)
    LoginSavedState.register(in: saved) { [form] in form.value.email }
  }

  // MARK: Inputs

  func onAttach(_ view: any LoginContract) {
    // LEAK: `view` is captured strongly and the token is dropped. The fix:
    // `[weak self] … self?.view?.show(form)` and `.store(in: attachmentBag)`.
    _ = form.subscribe(label: "login.leaky.form") { form in
      view.show(form)
    }
    // LEAK: the same mistake on the event channel. The fix:
    // `[weak self] … self?.perform(event)` and `.store(in: attachmentBag)`.
    _ = events.subscribe(label: "login.leaky.events") { event in
      switch event {
      case .navigateHome: view.navigateHome()
      }
    }
  }

  func type(email: String) { form.update { $0.type(email: email) } }
  func type(password: String) { form.update { $0.type(password: password) } }

  func submit() {
    var accepted = false
    let submitted = form.update { accepted = $0.beginSubmit() }
    if accepted { signIn(submitted) }
  }

  // MARK: Effects

  private func signIn(_ submitted: LoginForm) {
    host.launch("login.signIn") { [form, events, service] in
      do {
        _ = try await service.signIn(email: submitted.email, password: submitted.password)
        try Task.checkCancellation()
        form.update { $0.status = .signedIn }
        events.send(.navigateHome)
      } catch is CancellationError {
        // Cleared: nobody wants this answer.
      } catch {
        form.update { $0.status = .error("\(error)") }
      }
    }.store(in: request)
  }

  /// Passive View: the presenter tells the view to navigate; it is
  /// attached here, so the event is never consumed by nobody.
  private func perform(_ event: LoginEvent) {
    switch event {
    case .navigateHome: view?.navigateHome()
    }
  }

  // MARK: Teardown

  // LEAK: `clear()` detaches and cancels `lifetimeBag`, but the dropped
  // subscriptions are in neither: nothing ends them. The fix: `onAttach`'s.
}
