import ArchFlow
import ArchHost
import ArchMVP

/// The Search presenter with the article's MVP + Rx mistake, written wrong
/// on purpose as the probes' positive control: on attach it subscribes with
/// a callback that captures the view, and drops the token, so detach cannot
/// cancel it.
///
/// After a rotation mid-search the destroyed view stays subscribed and
/// renders the searching state and the results (renders after destroy);
/// after a pop the subscription, the views and the presenter are never
/// released. Everything else — the debounce, the cancelled stale request,
/// the saved query — is the disciplined presenter's.
final class LeakySearchPresenter: SearchPresenting {
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
    // LEAK: `view` is captured strongly and the token is dropped. The fix:
    // `[weak self] … self?.present(frame)` and `.store(in: attachmentBag)`.
    _ = shown.subscribe(label: "search.leaky.shown") { frame in
      Self.present(frame, to: view)
    }
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
  // LEAK: static, so it renders into the view it is handed: the captured
  // one, destroyed or not. The fix: a method on the weak attached `view`.
  private static func present(_ frame: SearchFrame, to view: any SearchContract) {
    switch frame.status {
    case .idle: view.showIdle(query: frame.query)
    case .searching: view.showSearching(query: frame.query)
    case .results(let names): view.show(results: names, for: frame.query)
    case .error(let message): view.showError(message, for: frame.query)
    }
  }

  // MARK: Teardown

  // LEAK: `clear()` detaches and cancels `lifetimeBag`, but the dropped
  // subscription is in neither: nothing ends it. The fix: `onAttach`'s.
}
