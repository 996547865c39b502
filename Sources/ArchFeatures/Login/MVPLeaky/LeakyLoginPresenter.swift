import ArchFlow
import ArchHost
import ArchMVP

/// The Passive View presenter with the article's MVP + Rx mistake, written
/// wrong on purpose as the positive control for the probes: on attach it
/// subscribes with callbacks that capture the view, and drops the tokens,
/// so detach cannot cancel them.
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

  private let form: MutableStateFlow<LoginForm>
  private let events: EventChannel<LoginEvent>
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
    // LEAK: `view` captured strongly, token dropped. The fix:
    // `[weak self] … self?.view?.show(form)` and `.store(in: attachmentBag)`.
    _ = form.subscribe(label: "login.leaky.form") { form in
      view.show(form)
    }
    // LEAK: same mistake on the event channel. The fix:
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
      } catch {
        form.update { $0.status = .error("\(error)") }
      }
    }.store(in: request)
  }

  // MARK: Teardown

  // Nothing: detach cannot reach the dropped subscriptions.
}
