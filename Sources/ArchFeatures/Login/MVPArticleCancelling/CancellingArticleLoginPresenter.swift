import ArchFlow
import ArchHost
import ArchMVP

/// The article's login presenter with its advice taken: the request is
/// kept and cancelled in `detach()`, so a rotation or a pop mid-submit
/// ends it instead of letting it complete for nobody.
final class CancellingArticleLoginPresenter: ArticleLoginPresenting {
  let attachment = ViewAttachment<any LoginContract>()
  private let service: any LoginCallbackService
  private let form = Locked(LoginForm())
  /// The request in flight, cancelled on detach.
  private let request = CancellableBag()

  init(service: any LoginCallbackService) {
    self.service = service
  }

  func type(email: String) { change { $0.type(email: email) } }
  func type(password: String) { change { $0.type(password: password) } }

  func submit() {
    let submitted = form.withLock { form -> LoginForm? in
      guard form.canSubmit else { return nil }  // the button is disabled
      form.status = .submitting
      return form
    }
    guard let submitted else { return }
    view?.show(submitted)
    service.signIn(email: submitted.email, password: submitted.password) { [weak self] result in
      guard let self else { return }
      switch result {
      case .success:
        change { $0.status = .signedIn }
        view?.navigateHome()
      case .failure(let error):
        change { $0.status = .error("\(error)") }
      }
    }.store(in: request)
  }

  func onDetach() { request.cancelAll() }

  private func change(_ edit: (inout LoginForm) -> Void) {
    let form = form.withLock {
      edit(&$0)
      return $0
    }
    view?.show(form)
  }
}
