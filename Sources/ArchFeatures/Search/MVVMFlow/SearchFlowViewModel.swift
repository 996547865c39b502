import ArchFlow
import ArchHost
import ArchMVVM

/// The Search view model on flow operators: the query is a state flow,
/// and the screen's state is derived from it — each keystroke switches
/// (`flatMapLatest`) to "idle", cancelling the search in flight, and the
/// debounced query switches to a search. It never sees a view; retained
/// across rotation, so the timer and the request keep going.
final class SearchFlowViewModel: ViewModel {
  let core: ViewModelCore<SearchFrame, Never>
  private let service: any SearchService

  // MARK: State

  /// The field's text: the one source of the state.
  private let query: MutableStateFlow<String>

  /// A query as the pipeline sees it: just typed, or typed and then left
  /// alone for the debounce interval.
  private struct Step: Equatable {
    var query: String
    var paused: Bool
  }

  init(service: any SearchService, context: ViewModelContext) {
    self.service = service
    let restored = SearchSavedState.restoredQuery(in: context.saved)
    core = ViewModelCore(SearchFrame(restored), host: context.host)
    query = MutableStateFlow(restored, ledger: context.host.ledger)
    SearchSavedState.register(in: context.saved) { [query] in query.value }
    // A restored query goes through the same pipeline: searched after the pause.
    let frames = Self.frames(of: query, service: service, core: core)
    core.scope.own(frames.subscribe(label: "search.pipeline") { [core] frame in core.value = frame })
  }

  // MARK: Inputs

  func typed(_ text: String) { query.value = text }  // equal text: the flow emits nothing

  // MARK: Effects

  /// Keystrokes and pauses merged, each switching to the frames it means.
  private static func frames(
    of query: StateFlow<String>, service: any SearchService, core: ViewModelCore<SearchFrame, Never>
  ) -> AnyFlow<SearchFrame> {
    let typing = query.map { Step(query: $0, paused: false) }
    let paused = query
      .debounce(for: Search.debounce, clock: core.host.clock, scope: core.scope)
      .map { Step(query: $0, paused: true) }
    return merge(typing, paused).flatMapLatest { step in
      step.paused && !step.query.isEmpty
        ? search(step.query, service: service, core: core)
        : just(SearchFrame(step.query))
    }
  }

  /// One search as a cold flow: searching at once, then the names or the
  /// error. Cancelling the subscription (the next keystroke, or `clear()`)
  /// cancels the request.
  private static func search(
    _ query: String, service: any SearchService, core: ViewModelCore<SearchFrame, Never>
  ) -> AnyFlow<SearchFrame> {
    AnyFlow { _, receive in
      receive(SearchFrame(query, .searching))
      return core.launch("search.request") {
        do {
          let names = try await service.search(query)
          try Task.checkCancellation()
          receive(SearchFrame(query, .results(names)))
        } catch is CancellationError {
          // Switched away or cleared: nobody wants this answer.
        } catch {
          receive(SearchFrame(query, .error("\(error)")))
        }
      }
    }
  }

  private static func just(_ frame: SearchFrame) -> AnyFlow<SearchFrame> {
    AnyFlow { _, receive in
      receive(frame)
      return ActionCancellable {}
    }
  }

  // MARK: Teardown

  // Nothing to add: the store's `clear()` cancels the core's scope, which
  // owns the pipeline (its timer and the request in flight).
}
