import ArchFlow
import ArchHost
import ArchMVP

/// The Search presenter, Passive View, written with discipline: weak view,
/// per-view subscription in `attachmentBag`, the debounce-then-search task
/// in `lifetimeBag`. Retained across rotation, so the timer and the request
/// keep going and the new view gets their result.
final class SearchPresenter: SearchPresenting {
  typealias View = any SearchContract
  let attachment = ViewAttachment<any SearchContract>()

  private let service: any SearchService
  private let host: AppHost

  // MARK: State

  /// What the view should show; each newly attached view is told at once.
  private let shown: MutableStateFlow<SearchFrame>
  /// The current query's task (debounce, then request), at most one;
  /// inside `lifetimeBag`.
  private let search = CancellableBag()

  init(service: any SearchService, host: AppHost, saved: SavedStateRegistry) {
    self.service = service
    self.host = host
    let restored = SearchSavedState.restoredQuery(in: saved)
    shown = MutableStateFlow(SearchFrame(restored), ledger: host.ledger)
    search.store(in: attachment.lifetimeBag)
    SearchSavedState.register(in: saved) { [shown] in shown.value.query }
    if !restored.isEmpty { start(restored) }  // restored: search it again
  }

  // MARK: Inputs

  func onAttach(_ view: any SearchContract) {
    shown.subscribe(label: "search.presenter.shown") { [weak self] frame in
      self?.present(frame)
    }.store(in: attachmentBag)
  }

  func typed(_ text: String) {
    guard text != shown.value.query else { return }
    search.cancelAll()  // the new query makes the pending one stale
    shown.value = SearchFrame(text)
    if !text.isEmpty { start(text) }
  }

  // MARK: Effects

  /// Waits for the user to pause, then searches; cancelled by the next
  /// keystroke or by `clear()`.
  private func start(_ query: String) {
    host.launch("search.query") { [shown, service, host] in
      do {
        try await host.clock.sleep(for: Search.debounce)
        shown.value = SearchFrame(query, .searching)
        let names = try await service.search(query)
        try Task.checkCancellation()
        shown.value = SearchFrame(query, .results(names))
      } catch is CancellationError {
        // Superseded or cleared: nobody wants this answer.
      } catch {
        shown.value = SearchFrame(query, .error("\(error)"))
      }
    }.store(in: search)
  }

  /// Passive View: the presenter turns each frame into contract calls.
  private func present(_ frame: SearchFrame) {
    guard let view else { return }  // weak: a released view is skipped
    switch frame.status {
    case .idle: view.showIdle(query: frame.query)
    case .searching: view.showSearching(query: frame.query)
    case .results(let names): view.show(results: names, for: frame.query)
    case .error(let message): view.showError(message, for: frame.query)
    }
  }

  // MARK: Teardown

  // Nothing to add: `clear()` detaches (ending the `shown` subscription)
  // and cancels `lifetimeBag`, which holds `search`.
}
