import ArchFlow
import ArchHost
import ArchMVVM

/// The Search view model written with tasks instead of operators: each
/// keystroke cancels the previous query's task and launches one that
/// sleeps out the debounce on the host's clock, then searches. Retained
/// across rotation, so the timer and the request keep going.
final class SearchAsyncViewModel: ViewModel {
  let core: ViewModelCore<SearchFrame, Never>
  private let service: any SearchService

  // MARK: State

  /// The current query's task, at most one; the core's scope owns it too.
  private let search = CancellableBag()

  init(service: any SearchService, context: ViewModelContext) {
    self.service = service
    let restored = SearchSavedState.restoredQuery(in: context.saved)
    core = ViewModelCore(SearchFrame(restored), host: context.host)
    SearchSavedState.register(in: context.saved) { [state = core.state] in state.value.query }
    if !restored.isEmpty { start(restored) }  // restored: search it again
  }

  // MARK: Inputs

  func typed(_ text: String) {
    guard text != core.value.query else { return }
    search.cancelAll()  // the new query makes the pending one stale
    core.value = SearchFrame(text)
    if !text.isEmpty { start(text) }
  }

  // MARK: Effects

  private func start(_ query: String) {
    core.launch("search.query") { [core, service] in
      do {
        try await core.host.clock.sleep(for: Search.debounce)
        core.value = SearchFrame(query, .searching)
        let names = try await service.search(query)
        try Task.checkCancellation()
        core.value = SearchFrame(query, .results(names))
      } catch is CancellationError {
        // Superseded or cleared: nobody wants this answer.
      } catch {
        core.value = SearchFrame(query, .error("\(error)"))
      }
    }.store(in: search)
  }

  // MARK: Teardown

  // Nothing to add: the store's `clear()` cancels the core's scope, which
  // holds the task in flight.
}
