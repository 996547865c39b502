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

  func requestProfile(of id: String) {
    view?.beginWaiting()
    service.requestUser(id) { [weak self] outcome in
      guard let self else { return }
      view?.endWaiting()
      switch outcome {
      case .success(let user): view?.present(user)
      case .failure(let error): view?.presentFailure("\(error)")
      }
    }.store(in: request)
  }

  func onDetach() { request.cancelAll() }
}
