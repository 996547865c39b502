import ArchFlow
import ArchHost
import ArchMVP

/// The Feed presenter, Passive View, written with discipline: weak view,
/// per-view subscription in `attachmentBag`, the request in `lifetimeBag`.
/// Retained across rotation, so a page in flight keeps loading and the new
/// view gets it; the pages shown are saved for process death.
final class FeedPresenter: FeedPresenting {
  typealias View = any FeedContract
  let attachment = ViewAttachment<any FeedContract>()

  private let service: any FeedService
  private let host: AppHost

  // MARK: State

  /// The pages and the footer; each newly attached view is told at once.
  private let paging: MutableStateFlow<FeedPaging>
  /// The request in flight, at most one; inside `lifetimeBag`.
  private let request = CancellableBag()

  init(service: any FeedService, host: AppHost, saved: SavedStateRegistry) {
    self.service = service
    self.host = host
    paging = MutableStateFlow(FeedPaging(), ledger: host.ledger)
    request.store(in: attachment.lifetimeBag)
    let restored = FeedSavedState.restoredPages(in: saved)
    FeedSavedState.register(in: saved) { [paging] in paging.value.pages }
    load(FeedPaging.initialPages(restored: restored))
  }

  // MARK: Inputs

  func onAttach(_ view: any FeedContract) {
    paging.subscribe(label: "feed.presenter.paging") { [weak self] paging in
      self?.present(paging)
    }.store(in: attachmentBag)
  }

  func loadMore() {
    // Nothing while a page is loading or after the last one.
    guard let next = paging.value.nextPage else { return }
    load(next...next)
  }

  func refresh() {
    request.cancelAll()  // the page in flight belongs to the old list
    paging.value = FeedPaging()
    load(1...1)
  }

  // MARK: Effects

  /// Loads `pages` one after the other (several only on restore).
  private func load(_ pages: ClosedRange<Int>) {
    request.cancelAll()
    paging.update { $0.startLoading() }
    host.launch("feed.pages") { [paging, service] in
      do {
        for number in pages {
          let page = try await service.page(number)
          try Task.checkCancellation()
          paging.update { $0.add(page, moreToCome: number < pages.upperBound) }
          if page.isLast { break }
        }
      } catch is CancellationError {
        // Cleared or refreshed: nobody wants this answer.
      } catch {
        paging.update { $0.fail(error) }
      }
    }.store(in: request)
  }

  /// Passive View: the presenter turns each state into the contract call.
  private func present(_ paging: FeedPaging) {
    guard let view else { return }  // weak: a released view is skipped
    view.show(items: paging.items, footer: paging.status)
  }

  // MARK: Teardown

  // Nothing to add: `clear()` detaches (ending the `paging` subscription)
  // and cancels `lifetimeBag`, which holds `request`.
}
