import ArchMVP

/// The article's presenter as written: a weak view set by `attach` and
/// cleared by `detach`, a callback service, a completion capturing
/// `[weak self]` — and nothing that cancels the request. Its view makes
/// it, so a rotation makes a new presenter and a new request while the
/// old one runs on for nobody.
final class ArticleUserProfilePresenter: ArticleUserProfilePresenting {
  let attachment = ViewAttachment<any ArticleUserProfileContract>()
  private let service: any UserCallbackService

  init(service: any UserCallbackService) {
    self.service = service
  }

  func loadUser(id: String) {
    view?.showLoading()
    service.fetchUser(id: id) { [weak self] result in
      guard let self else { return }  // the presenter went with its view; the request did not
      view?.hideLoading()
      switch result {
      case .success(let user): view?.display(user: user)
      case .failure(let error): view?.displayError(message: "\(error)")
      }
    }
  }
}
