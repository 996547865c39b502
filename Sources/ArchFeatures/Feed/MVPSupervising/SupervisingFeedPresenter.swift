import ArchFlow
import ArchHost
import ArchMVP

/// The Feed presenter as a Supervising Controller: it exposes the item
/// count as a model the view binds itself, and keeps the decisions —
/// which page, when to stop, refresh, errors, the footer — to itself. Same
/// discipline as the Passive View presenter.
final class SupervisingFeedPresenter: Presenter {
  typealias View = any SupervisingFeedContract
  let attachment = ViewAttachment<any SupervisingFeedContract>()

  private let service: any FeedService
  private let host: AppHost

  // MARK: State

  /// The model the view binds: how many items the list shows.
  var items: StateFlow<Int> { outputs.items }
  /// The pages (for the decisions), the list and the footer.
  private let outputs: Outputs
  /// The request in flight, at most one; inside `lifetimeBag`.
  private let request = CancellableBag()

  /// The presenter's state and the two things the view sees of it.
  struct Outputs: Sendable {
    let paging: MutableStateFlow<FeedPaging>
    let items: MutableStateFlow<Int>
    let footer: MutableStateFlow<FeedStatus>

    init(host: AppHost) {
      paging = MutableStateFlow(FeedPaging(), ledger: host.ledger)
      items = MutableStateFlow(0, ledger: host.ledger)
      footer = MutableStateFlow(.loadingFirstPage, ledger: host.ledger)
    }

    /// Changes the pages, then the list and the footer in the order that
    /// never shows a false frame: a growing list before its footer, a
    /// cleared list after it.
    func change(_ transform: (inout FeedPaging) -> Void) {
      let now = paging.update(transform)
      if now.items < items.value {
        footer.value = now.status
        items.value = now.items
      } else {
        items.value = now.items
        footer.value = now.status
      }
    }
  }

  init(service: any FeedService, host: AppHost, saved: SavedStateRegistry) {
    self.service = service
    self.host = host
    outputs = Outputs(host: host)
    request.store(in: attachment.lifetimeBag)
    let restored = FeedSavedState.restoredPages(in: saved)
    FeedSavedState.register(in: saved) { [paging = outputs.paging] in paging.value.pages }
    load(FeedPaging.initialPages(restored: restored))
  }

  // MARK: Inputs

  func onAttach(_ view: any SupervisingFeedContract) {
    outputs.footer.subscribe(label: "feed.presenter.footer") { [weak self] status in
      self?.view?.showFooter(status)
    }.store(in: attachmentBag)
  }

  func loadMore() {
    guard let next = outputs.paging.value.nextPage else { return }
    load(next...next)
  }

  func refresh() {
    request.cancelAll()  // the page in flight belongs to the old list
    outputs.change { $0 = FeedPaging() }
    load(1...1)
  }

  // MARK: Effects

  /// Loads `pages` one after the other (several only on restore).
  private func load(_ pages: ClosedRange<Int>) {
    request.cancelAll()
    outputs.change { $0.startLoading() }
    host.launch("feed.pages") { [outputs, service] in
      do {
        for number in pages {
          let page = try await service.page(number)
          try Task.checkCancellation()
          outputs.change { $0.add(page, moreToCome: number < pages.upperBound) }
          if page.isLast { break }
        }
      } catch is CancellationError {
        // Cleared or refreshed: nobody wants this answer.
      } catch {
        outputs.change { $0.fail(error) }
      }
    }.store(in: request)
  }

  // MARK: Teardown

  // Nothing to add: `clear()` detaches and cancels `lifetimeBag`.
}
