import ArchHost
import ArchMVP

/// The article's presenter, written for the feed as the article writes
/// its profile: a weak view, a callback service, completions capturing
/// `[weak self]`, and nothing that cancels a request — not a refresh, not
/// `detach()`. A page loading when the list is refreshed still lands.
final class ArticleFeedPresenter: ArticleFeedPresenting {
  let attachment = ViewAttachment<any FeedContract>()
  private let service: any FeedCallbackService
  private let paging = Locked(FeedPaging())

  init(service: any FeedCallbackService) {
    self.service = service
  }

  func loadFeed() { load(page: 1) }

  func loadMore() {
    // Nothing while a page is loading or after the last one.
    if let next = paging.withLock({ $0.nextPage }) { load(page: next) }
  }

  func refresh() {
    paging.withLock { $0 = FeedPaging() }
    load(page: 1)
  }

  private func load(page number: Int) {
    show { $0.startLoading() }
    service.fetchPage(number) { [weak self] result in
      self?.show { paging in
        switch result {
        case .success(let page): paging.add(page, moreToCome: false)
        case .failure(let error): paging.fail(error)
        }
      }
    }
  }

  private func show(after change: (inout FeedPaging) -> Void) {
    let paging = paging.withLock {
      change(&$0)
      return $0
    }
    view?.show(items: paging.items, footer: paging.status)
  }
}
