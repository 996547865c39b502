import ArchFlow
import ArchHost
import ArchMVP

/// The article's feed presenter with its advice taken: the request is
/// kept, cancelled in `detach()`, and replaced by a refresh, so nothing
/// completes for a view or a list that is gone.
final class CancellingArticleFeedPresenter: ArticleFeedPresenting {
  let attachment = ViewAttachment<any FeedContract>()
  private let service: any FeedCallbackService
  private let paging = Locked(FeedPaging())
  /// The request in flight, cancelled on detach and on refresh.
  private let request = CancellableBag()

  init(service: any FeedCallbackService) {
    self.service = service
  }

  func loadFeed() { load(page: 1) }

  func loadMore() {
    if let next = paging.withLock({ $0.nextPage }) { load(page: next) }
  }

  func refresh() {
    request.cancelAll()  // the page in flight belongs to the old list
    paging.withLock { $0 = FeedPaging() }
    load(page: 1)
  }

  func onDetach() { request.cancelAll() }

  private func load(page number: Int) {
    show { $0.startLoading() }
    service.fetchPage(number) { [weak self] result in
      self?.show { paging in
        switch result {
        case .success(let page): paging.add(page, moreToCome: false)
        case .failure(let error): paging.fail(error)
        }
      }
    }.store(in: request)
  }

  private func show(after change: (inout FeedPaging) -> Void) {
    let paging = paging.withLock {
      change(&$0)
      return $0
    }
    view?.show(items: paging.items, footer: paging.status)
  }
}
