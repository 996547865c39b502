import ArchFlow
import ArchMVP

/// The article's presenter with the article's own advice taken: the
/// request is kept and cancelled in `detach()`, so a rotation or a pop
/// ends it instead of letting it complete for nobody.
final class CancellingArticleUserProfilePresenter: ArticleUserProfilePresenting {
  let attachment = ViewAttachment<any ArticleUserProfileContract>()
  private let service: any UserCallbackService
  /// The request in flight, cancelled on detach.
  private let request = CancellableBag()

  init(service: any UserCallbackService) {
    self.service = service
  }

  func loadUser(id: String) {
    view?.showLoading()
    service.fetchUser(id: id) { [weak self] result in
      guard let self else { return }
      view?.hideLoading()
      switch result {
      case .success(let user): view?.display(user: user)
      case .failure(let error): view?.displayError(message: "\(error)")
      }
    }.store(in: request)
  }

  func onDetach() { request.cancelAll() }
}
