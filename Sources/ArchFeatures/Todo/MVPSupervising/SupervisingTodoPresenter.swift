import ArchFlow
import ArchHost
import ArchMVP

/// The Todo presenter as a Supervising Controller: it exposes the list as a
/// model the view binds itself, and keeps the decisions — filtering,
/// statistics, status, saving — to itself. Same discipline as the Passive
/// View presenter.
final class SupervisingTodoPresenter: Presenter {
  typealias View = any SupervisingTodoContract
  let attachment = ViewAttachment<any SupervisingTodoContract>()

  private let repository: any TodoRepository
  private let host: AppHost

  // MARK: State

  /// The model the view binds: visible items, filter and statistics.
  var list: AnyFlow<TodoListModel> {
    state.map { state in
      let items = state.list.items
      let done = items.filter(\.done).count
      return TodoListModel(
        visible: items.filter(state.filter.includes), filter: state.filter, active: items.count - done, done: done)
    }.removeDuplicates()
  }

  private let state: MutableStateFlow<TodoState>
  /// The save in flight, at most one; inside `lifetimeBag`, as the load is.
  private let save = CancellableBag()

  init(repository: any TodoRepository, host: AppHost, saved: SavedStateRegistry) {
    self.repository = repository
    self.host = host
    let filter = TodoSavedState.restoredFilter(in: saved) ?? .all
    state = MutableStateFlow(TodoState(filter: filter), ledger: host.ledger)
    save.store(in: attachment.lifetimeBag)
    TodoSavedState.register(in: saved) { [state] in state.value.filter }
    load()
  }

  // MARK: Inputs

  func onAttach(_ view: any SupervisingTodoContract) {
    state.map(\.list.status).removeDuplicates().subscribe(label: "todo.presenter.status") { [weak self] status in
      self?.view?.show(status: status)
    }.store(in: attachmentBag)
  }

  func add(_ title: String) { edit(.add(title)) }
  func toggle(_ title: String) { edit(.toggle(title)) }
  func clearCompleted() { edit(.clearCompleted) }
  func select(_ filter: TodoFilter) { state.update { $0.filter = filter } }

  // MARK: Effects

  private func load() {
    host.launch("todo.load") { [state, repository] in
      do {
        let items = try await repository.load()
        try Task.checkCancellation()
        state.update { $0.list.items = items; $0.list.status = .ready }
      } catch is CancellationError {
        // Cleared: nobody wants the list.
      } catch {
        state.update { $0.list.status = .error("\(error)") }
      }
    }.store(in: lifetimeBag)
  }

  private func edit(_ intent: TodoIntent) {
    var items: [TodoItem]?
    state.update { items = $0.list.edit(intent) }
    guard let items else { return }
    save.cancelAll()  // the newer list replaces the save in flight
    host.launch("todo.save") { [state, repository] in
      do {
        try await repository.save(items)
        try Task.checkCancellation()
        state.update { $0.list.status = .ready }
      } catch is CancellationError {
        // Cleared or replaced: the newer save reports.
      } catch {
        state.update { $0.list.status = .error("\(error)") }  // the change stays on screen
      }
    }.store(in: save)
  }

  // MARK: Teardown

  // Nothing to add: `clear()` detaches and cancels `lifetimeBag`.
}
