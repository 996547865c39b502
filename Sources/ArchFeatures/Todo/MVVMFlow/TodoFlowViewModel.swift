import ArchFlow
import ArchHost
import ArchMVVM

/// The Todo view model on flows: the list (items and status) and the filter
/// are two state flows, and `combineLatest` derives the frame from them. It
/// never sees a view; retained across rotation, so a save in flight keeps
/// going, and the filter goes into the saved state.
final class TodoFlowViewModel: ViewModel {
  let core: ViewModelCore<TodoFrame, Never>
  private let repository: any TodoRepository

  // MARK: State

  /// Items and status, changed together so one change is one frame.
  private let list: MutableStateFlow<TodoList>
  /// The filter, the one piece of screen state worth saving.
  private let filter: MutableStateFlow<TodoFilter>

  init(repository: any TodoRepository, context: ViewModelContext) {
    self.repository = repository
    let restored = TodoSavedState.restoredFilter(in: context.saved) ?? .all
    core = ViewModelCore(.loading(restored), host: context.host)
    list = MutableStateFlow(TodoList(), ledger: context.host.ledger)
    filter = MutableStateFlow(restored, ledger: context.host.ledger)
    core.scope.own(combineLatest(list, filter) { list, filter in list.frame(filter) }
      .subscribe(label: "todo.frame") { [core] frame in core.value = frame })
    TodoSavedState.register(in: context.saved) { [filter] in filter.value }
    load()
  }

  // MARK: Inputs

  func add(_ title: String) { edit(.add(title)) }
  func toggle(_ title: String) { edit(.toggle(title)) }
  func clearCompleted() { edit(.clearCompleted) }
  func select(_ filter: TodoFilter) { self.filter.value = filter }

  // MARK: Effects

  /// The save in flight, at most one (a newer change replaces it).
  private let save = CancellableBag()

  private func load() {
    core.launch("todo.load") { [list, repository] in
      do {
        let items = try await repository.load()
        try Task.checkCancellation()
        list.update { $0.items = items; $0.status = .ready }
      } catch is CancellationError {
        // Cleared: nobody wants the list.
      } catch {
        list.update { $0.status = .error("\(error)") }
      }
    }
  }

  private func edit(_ intent: TodoIntent) {
    var items: [TodoItem]?
    list.update { items = $0.edit(intent) }
    guard let items else { return }
    save.cancelAll()  // the newer list replaces the save in flight
    core.launch("todo.save") { [list, repository] in
      do {
        try await repository.save(items)
        try Task.checkCancellation()
        list.update { $0.status = .ready }
      } catch is CancellationError {
        // Cleared or replaced: the newer save reports.
      } catch {
        list.update { $0.status = .error("\(error)") }  // the change stays on screen
      }
    }.store(in: save)
  }

  // MARK: Teardown

  // Nothing to add: the store's `clear()` cancels the core's scope, which
  // owns the load, the save and the combineLatest subscription.
}
