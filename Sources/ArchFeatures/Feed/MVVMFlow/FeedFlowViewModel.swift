import ArchFlow
import ArchHost
import ArchMVVM

/// The Feed view model: pages on demand, refresh, errors kept beside the
/// pages already shown. It never sees a view: views observe its state.
/// Retained across rotation, so a page in flight keeps loading; the pages
/// shown are saved for process death and loaded again on restore.
final class FeedFlowViewModel: ViewModel {
  let core: ViewModelCore<FeedPaging, Never>
  private let service: any FeedService

  // MARK: State

  init(service: any FeedService, context: ViewModelContext) {
    self.service = service
    core = ViewModelCore(FeedPaging(), host: context.host)
    let restored = FeedSavedState.restoredPages(in: context.saved)
    FeedSavedState.register(in: context.saved) { [state = core.state] in state.value.pages }
    load(FeedPaging.initialPages(restored: restored))
  }

  // MARK: Inputs

  func loadMore() {
    // Nothing while a page is loading or after the last one.
    guard let next = core.value.nextPage else { return }
    load(next...next)
  }

  func refresh() {
    request.cancelAll()  // the page in flight belongs to the old list
    core.value = FeedPaging()
    load(1...1)
  }

  // MARK: Effects

  /// The request in flight, at most one; its task is also the core's.
  private let request = CancellableBag()

  /// Loads `pages` one after the other (several only on restore).
  private func load(_ pages: ClosedRange<Int>) {
    request.cancelAll()
    core.update { $0.startLoading() }
    core.launch("feed.pages") { [core, service] in
      do {
        for number in pages {
          let page = try await service.page(number)
          try Task.checkCancellation()
          core.update { $0.add(page, moreToCome: number < pages.upperBound) }
          if page.isLast { break }
        }
      } catch is CancellationError {
        // Cleared or refreshed: nobody wants this answer.
      } catch {
        core.update { $0.fail(error) }
      }
    }.store(in: request)
  }

  // MARK: Teardown

  // Nothing to add: the store's `clear()` cancels the core's scope.
}
