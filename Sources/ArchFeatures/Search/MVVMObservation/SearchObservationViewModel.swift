import ArchFlow
import ArchHost
import ArchMVVM
import Observation

/// The Search view model as an `Observable` class: views read `frame`
/// inside observation tracking, as SwiftUI does. Each query is one task in
/// its scope: the pause, then the request; a new keystroke cancels it.
final class SearchObservationViewModel: Observable, Clearable {
  // MARK: State

  // What `@Observable` writes for `var frame`, with the storage behind a
  // lock so the class is safe to share (the macro's is not).
  private let registrar = ObservationRegistrar()
  private let storedFrame: Locked<SearchFrame>

  /// What the view shows.
  private(set) var frame: SearchFrame {
    get {
      registrar.access(self, keyPath: \.frame)
      return storedFrame.withLock { $0 }
    }
    set { registrar.withMutation(of: self, keyPath: \.frame) { storedFrame.withLock { $0 = newValue } } }
  }

  private let service: any SearchService
  private let scope: ViewModelScope
  private let clock: TestClock

  init(service: any SearchService, context: ViewModelContext) {
    self.service = service
    scope = ViewModelScope(host: context.host)
    clock = context.host.clock
    let restored = SearchSavedState.restoredQuery(in: context.saved)
    storedFrame = Locked(SearchFrame(restored))
    SearchSavedState.register(in: context.saved) { [storedFrame] in storedFrame.withLock { $0.query } }
    if !restored.isEmpty { start(restored) }  // restored: search it again
  }

  // MARK: Inputs

  func typed(_ text: String) {
    guard text != storedFrame.withLock({ $0.query }) else { return }
    search.cancelAll()  // the new query makes the pending one stale
    frame = SearchFrame(text)
    if !text.isEmpty { start(text) }
  }

  // MARK: Effects

  private let search = CancellableBag()

  private func start(_ query: String) {
    scope.launch("search.query") { [weak self, service, clock] in
      do {
        try await clock.sleep(for: Search.debounce)
        self?.frame = SearchFrame(query, .searching)
        let names = try await service.search(query)
        try Task.checkCancellation()
        self?.frame = SearchFrame(query, .results(names))
      } catch is CancellationError {
        // Superseded or cleared: nobody wants this answer.
      } catch {
        self?.frame = SearchFrame(query, .error("\(error)"))
      }
    }.store(in: search)
  }

  // MARK: Teardown

  func clear() { scope.cancel() }
}
