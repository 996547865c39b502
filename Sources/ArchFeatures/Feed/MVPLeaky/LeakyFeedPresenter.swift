import ArchFlow
import ArchHost
import ArchMVP

/// The Passive View presenter with the article's MVP + Rx mistake, written
/// wrong on purpose as the positive control for the probes: on attach it
/// subscribes with a callback that captures the view, and drops the token,
/// so detach cannot cancel it.
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

  private let paging: MutableStateFlow<FeedPaging>
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
    // `[weak self] … self?.view?.show(…)` and `.store(in: attachmentBag)`.
    _ = paging.subscribe(label: "feed.leaky.paging") { paging in
      view.show(items: paging.items, footer: paging.status)
    }
  }

  func loadMore() {
    guard let next = paging.value.nextPage else { return }
    load(next...next)
  }

  func refresh() {
    request.cancelAll()
    paging.value = FeedPaging()
    load(1...1)
  }

  // MARK: Effects

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
      } catch {
        paging.update { $0.fail(error) }
      }
    }.store(in: request)
  }

  // MARK: Teardown

  // Nothing: detach cannot reach the dropped subscription.
}
