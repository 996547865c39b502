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

  func requestProfile(of id: String) {
    view?.beginWaiting()
    service.requestUser(id) { [weak self] outcome in
      guard let self else { return }  // the presenter went with its view; the request did not
      view?.endWaiting()
      switch outcome {
      case .success(let user): view?.present(user)
      case .failure(let error): view?.presentFailure("\(error)")
      }
    }
  }
}
