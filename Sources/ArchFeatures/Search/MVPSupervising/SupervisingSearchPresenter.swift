import ArchFlow
import ArchHost
import ArchMVP

/// The Search presenter as a Supervising Controller: it exposes the names
/// found as a model the view binds itself, and keeps the decisions — the
/// debounce, searching, errors, what is stale — to itself. Same discipline
/// as the Passive View presenter.
final class SupervisingSearchPresenter: Presenter {
  typealias View = any SupervisingSearchContract
  let attachment = ViewAttachment<any SupervisingSearchContract>()

  private let service: any SearchService
  private let host: AppHost

  // MARK: State

  /// The names found for a query: the model the view binds.
  struct Found: Equatable {
    var query: String
    var names: [String]
  }

  /// The model the view binds: the current query's results, `nil` until
  /// they arrive (and again as soon as the query changes).
  var results: StateFlow<Found?> { _results }
  private let _results: MutableStateFlow<Found?>

  /// What the presenter still decides for the view.
  private enum Status: Equatable {
    case idle(String), searching(String), failed(String, message: String), found(String)

    var query: String {
      switch self {
      case .idle(let query), .searching(let query), .failed(let query, _), .found(let query): query
      }
    }
  }

  private let status: MutableStateFlow<Status>
  /// The current query's task (debounce, then request), at most one;
  /// inside `lifetimeBag`.
  private let search = CancellableBag()

  init(service: any SearchService, host: AppHost, saved: SavedStateRegistry) {
    self.service = service
    self.host = host
    let restored = SearchSavedState.restoredQuery(in: saved)
    _results = MutableStateFlow(nil, ledger: host.ledger)
    status = MutableStateFlow(.idle(restored), ledger: host.ledger)
    search.store(in: attachment.lifetimeBag)
    SearchSavedState.register(in: saved) { [status] in status.value.query }
    if !restored.isEmpty { start(restored) }  // restored: search it again
  }

  // MARK: Inputs

  func onAttach(_ view: any SupervisingSearchContract) {
    status.subscribe(label: "search.presenter.status") { [weak self] status in
      self?.present(status)
    }.store(in: attachmentBag)
  }

  func typed(_ text: String) {
    guard text != status.value.query else { return }
    search.cancelAll()  // the new query makes the pending one stale
    _results.value = nil
    status.value = .idle(text)
    if !text.isEmpty { start(text) }
  }

  // MARK: Effects

  /// Waits for the user to pause, then searches; cancelled by the next
  /// keystroke or by `clear()`.
  private func start(_ query: String) {
    host.launch("search.query") { [_results, status, service, host] in
      do {
        try await host.clock.sleep(for: Search.debounce)
        status.value = .searching(query)
        let names = try await service.search(query)
        try Task.checkCancellation()
        _results.value = Found(query: query, names: names)
        status.value = .found(query)
      } catch is CancellationError {
        // Superseded or cleared: nobody wants this answer.
      } catch {
        status.value = .failed(query, message: "\(error)")
      }
    }.store(in: search)
  }

  private func present(_ status: Status) {
    guard let view else { return }
    switch status {
    case .idle(let query): view.showIdle(query: query)
    case .searching(let query): view.showSearching(query: query)
    case .failed(let query, let message): view.showError(message, for: query)
    case .found: break  // the view shows the names itself, bound to `results`
    }
  }

  // MARK: Teardown

  // Nothing to add: `clear()` detaches and cancels `lifetimeBag`.
}
