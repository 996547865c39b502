import ArchHost
import ArchMVP

/// The article's presenter, written for signing in as the article writes
/// its profile: a weak view, a callback service, the completion capturing
/// `[weak self]`, and nothing that cancels the request. Its view makes
/// it, so a rotation mid-submit drops the answer with the old presenter.
final class ArticleLoginPresenter: ArticleLoginPresenting {
  let attachment = ViewAttachment<any LoginContract>()
  private let service: any LoginCallbackService
  private let form = Locked(LoginForm())

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
      guard let self else { return }  // the presenter went with its view; the request did not
      switch result {
      case .success:
        change { $0.status = .signedIn }
        view?.navigateHome()
      case .failure(let error):
        change { $0.status = .error("\(error)") }
      }
    }
  }

  private func change(_ edit: (inout LoginForm) -> Void) {
    let form = form.withLock {
      edit(&$0)
      return $0
    }
    view?.show(form)
  }
}
