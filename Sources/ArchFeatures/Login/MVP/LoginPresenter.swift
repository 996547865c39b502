import ArchFlow
import ArchHost
import ArchMVP

/// The Login presenter, Passive View, written with discipline: weak view,
/// per-view subscriptions in `attachmentBag`, the sign-in in `lifetimeBag`.
/// The view is attached only while started, so the navigation event waits
/// in the channel through a rotation or the background and reaches the
/// next visible view, once.
final class LoginPresenter: LoginPresenting {
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
    form.subscribe(label: "login.presenter.form") { [weak self] form in
      self?.view?.show(form)
    }.store(in: attachmentBag)
    events.subscribe(label: "login.presenter.events") { [weak self] event in
      self?.perform(event)
    }.store(in: attachmentBag)
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

  // Nothing to add: `clear()` detaches (ending both subscriptions) and
  // cancels `lifetimeBag`, which holds `request`.
}
