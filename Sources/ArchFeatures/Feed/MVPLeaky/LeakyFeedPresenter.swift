import ArchFlow
import ArchHost
import ArchMVP

/// The Feed presenter with the article's MVP + Rx mistake, written wrong on
/// purpose as the probes' positive control: on attach it subscribes with a
/// callback that captures the view, and drops the token, so detach cannot
/// cancel it.
///
/// After a rotation the destroyed view stays subscribed and renders the
/// page that arrives (a render after destroy); after a pop the
/// subscription, the views and the presenter are never released.
/// Everything else — the retained request, paging, the saved pages — is
/// the disciplined presenter's.
final class LeakyFeedPresenter: FeedPresenting {
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
    // LEAK: `view` is captured strongly and the token is dropped. The fix:
    // `[weak self] … self?.present(paging)` and `.store(in: attachmentBag)`.
    _ = paging.subscribe(label: "feed.leaky.paging") { paging in
      Self.present(paging, to: view)
    }
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
  // LEAK: static, so it renders into the view it is handed: the captured
  // one, destroyed or not. The fix: a method on the weak attached `view`.
  private static func present(_ paging: FeedPaging, to view: any FeedContract) {
    view.show(items: paging.items, footer: paging.status)
  }

  // MARK: Teardown

  // LEAK: `clear()` detaches and cancels `lifetimeBag`, but the dropped
  // subscription is in neither: nothing ends it. The fix: `onAttach`'s.
}
