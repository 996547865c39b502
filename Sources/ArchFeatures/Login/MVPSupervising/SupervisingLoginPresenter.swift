import ArchFlow
import ArchHost
import ArchMVP

/// The Login presenter as a Supervising Controller: it exposes the form as
/// a model the view binds itself, and keeps the decisions — whether a
/// submit is accepted, the request, the status, the navigation — to itself.
/// Same discipline as the Passive View presenter.
final class SupervisingLoginPresenter: Presenter {
  typealias View = any SupervisingLoginContract
  let attachment = ViewAttachment<any SupervisingLoginContract>()

  private let service: any LoginService
  private let host: AppHost

  // MARK: State

  /// The model the view binds: fields, validity and status.
  var form: StateFlow<LoginForm> { _form }
  private let _form: MutableStateFlow<LoginForm>
  /// One-shot navigation, buffered while no view is attached.
  private let events: EventChannel<LoginEvent>
  /// The sign-in in flight, at most one; inside `lifetimeBag`.
  private let request = CancellableBag()

  init(service: any LoginService, host: AppHost, saved: SavedStateRegistry) {
    self.service = service
    self.host = host
    _form = MutableStateFlow(LoginSavedState.restoredForm(in: saved), ledger: host.ledger)
    events = EventChannel(ledger: host.ledger)
    request.store(in: attachment.lifetimeBag)
    LoginSavedState.register(in: saved) { [_form] in _form.value.email }
  }

  // MARK: Inputs

  func onAttach(_ view: any SupervisingLoginContract) {
    events.subscribe(label: "login.presenter.events") { [weak self] event in
      self?.perform(event)
    }.store(in: attachmentBag)
  }

  func type(email: String) { _form.update { $0.type(email: email) } }
  func type(password: String) { _form.update { $0.type(password: password) } }

  func submit() {
    var accepted = false
    let submitted = _form.update { accepted = $0.beginSubmit() }
    if accepted { signIn(submitted) }
  }

  // MARK: Effects

  private func signIn(_ submitted: LoginForm) {
    host.launch("login.signIn") { [_form, events, service] in
      do {
        _ = try await service.signIn(email: submitted.email, password: submitted.password)
        try Task.checkCancellation()
        _form.update { $0.status = .signedIn }
        events.send(.navigateHome)
      } catch is CancellationError {
        // Cleared: nobody wants this answer.
      } catch {
        _form.update { $0.status = .error("\(error)") }
      }
    }.store(in: request)
  }

  private func perform(_ event: LoginEvent) {
    switch event {
    case .navigateHome: view?.navigateHome()
    }
  }

  // MARK: Teardown

  // Nothing to add: `clear()` detaches and cancels `lifetimeBag`.
}
