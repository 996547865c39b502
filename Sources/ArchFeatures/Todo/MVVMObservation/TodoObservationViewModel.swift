import ArchFlow
import ArchHost
import ArchMVVM
import Observation

/// The Todo view model as an `Observable` class: views read `frame` inside
/// observation tracking, as SwiftUI does. The load and the latest save run
/// in its scope; a newer edit cancels the save in flight.
final class TodoObservationViewModel: Observable, Clearable {
  // MARK: State

  /// The list and the filter, changed together.
  struct Shown: Sendable, Equatable {
    var list = TodoList()
    var filter: TodoFilter
  }

  // What `@Observable` writes for `var shown`, with the storage behind a
  // lock so the class is safe to share (the macro's is not).
  private let registrar = ObservationRegistrar()
  private let storedShown: Locked<Shown>

  private(set) var shown: Shown {
    get {
      registrar.access(self, keyPath: \.shown)
      return storedShown.withLock { $0 }
    }
    set { registrar.withMutation(of: self, keyPath: \.shown) { storedShown.withLock { $0 = newValue } } }
  }

  /// What the view shows.
  var frame: TodoFrame { shown.list.frame(shown.filter) }

  private let repository: any TodoRepository
  private let scope: ViewModelScope

  init(repository: any TodoRepository, context: ViewModelContext) {
    self.repository = repository
    scope = ViewModelScope(host: context.host)
    storedShown = Locked(Shown(filter: TodoSavedState.restoredFilter(in: context.saved) ?? .all))
    TodoSavedState.register(in: context.saved) { [storedShown] in storedShown.withLock { $0.filter } }
    load()
  }

  // MARK: Inputs

  func perform(_ intent: TodoIntent) {
    if case .filter(let filter) = intent {
      shown.filter = filter
    } else {
      edit(intent)
    }
  }

  // MARK: Effects

  private let save = CancellableBag()

  private func load() {
    scope.launch("todo.load") { [weak self, repository] in
      do {
        let items = try await repository.load()
        try Task.checkCancellation()
        self?.shown.list.items = items
        self?.shown.list.status = .ready
      } catch is CancellationError {
        // Cleared: nobody wants the list.
      } catch {
        self?.shown.list.status = .error("\(error)")
      }
    }
  }

  private func edit(_ intent: TodoIntent) {
    var edited = shown
    guard let items = edited.list.edit(intent) else { return }
    shown = edited
    save.cancelAll()  // the newer list replaces the save in flight
    scope.launch("todo.save") { [weak self, repository] in
      do {
        try await repository.save(items)
        try Task.checkCancellation()
        self?.shown.list.status = .ready
      } catch is CancellationError {
        // Cleared or replaced: the newer save reports.
      } catch {
        self?.shown.list.status = .error("\(error)")  // the change stays on screen
      }
    }.store(in: save)
  }

  // MARK: Teardown

  func clear() { scope.cancel() }
}
