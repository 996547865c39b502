import ArchFlow
import ArchHost
import ArchMVVM
import Observation

/// The Login view model as an `Observable` class: views read `form` and
/// `navigationPending` inside observation tracking, as SwiftUI does. The
/// navigation is state the view clears once it has navigated, so a
/// rotation or the background delays it but never loses or repeats it.
final class LoginObservationViewModel: Observable, Clearable {
  // MARK: State

  // What `@Observable` writes for `var form` and `var navigationPending`,
  // with the storage behind a lock so the class is safe to share (the
  // macro's is not).
  private let registrar = ObservationRegistrar()
  private let storedForm: Locked<LoginForm>
  private let storedNavigationPending = Locked(false)

  /// The form the view shows.
  private(set) var form: LoginForm {
    get {
      registrar.access(self, keyPath: \.form)
      return storedForm.withLock { $0 }
    }
    set { registrar.withMutation(of: self, keyPath: \.form) { storedForm.withLock { $0 = newValue } } }
  }

  /// Whether a navigation waits for the view.
  private(set) var navigationPending: Bool {
    get {
      registrar.access(self, keyPath: \.navigationPending)
      return storedNavigationPending.withLock { $0 }
    }
    set {
      registrar.withMutation(of: self, keyPath: \.navigationPending) {
        storedNavigationPending.withLock { $0 = newValue }
      }
    }
  }

  private let service: any LoginService
  private let scope: ViewModelScope

  init(service: any LoginService, context: ViewModelContext) {
    self.service = service
    scope = ViewModelScope(host: context.host)
    storedForm = Locked(LoginSavedState.restoredForm(in: context.saved))
    LoginSavedState.register(in: context.saved) { [storedForm] in storedForm.withLock { $0.email } }
  }

  // MARK: Inputs

  func type(email: String) { form.type(email: email) }
  func type(password: String) { form.type(password: password) }

  func submit() {
    var edited = form
    guard edited.beginSubmit() else { return }
    form = edited
    signIn(edited)
  }

  /// The view navigated: the navigation is done.
  func navigated() { navigationPending = false }

  // MARK: Effects

  private func signIn(_ submitted: LoginForm) {
    scope.launch("login.signIn") { [weak self, service] in
      do {
        _ = try await service.signIn(email: submitted.email, password: submitted.password)
        try Task.checkCancellation()
        self?.form.status = .signedIn
        self?.navigationPending = true
      } catch is CancellationError {
        // Cleared: nobody wants this answer.
      } catch {
        self?.form.status = .error("\(error)")
      }
    }
  }

  // MARK: Teardown

  func clear() { scope.cancel() }
}
