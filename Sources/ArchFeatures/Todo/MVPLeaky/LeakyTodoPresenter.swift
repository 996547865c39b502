import ArchFlow
import ArchHost
import ArchMVP

/// The Todo presenter with the article's MVP + Rx mistake, written wrong on
/// purpose as the probes' positive control: on attach it subscribes with a
/// callback that captures the view, and drops the token, so detach cannot
/// cancel it.
///
/// After a rotation mid-save the destroyed view stays subscribed and renders
/// the save's result (a render after destroy); after a pop the subscription,
/// the views and the presenter are never released. Everything else — the
/// retained save, the saved filter — is the disciplined presenter's.
final class LeakyTodoPresenter: TodoPresenting {
  typealias View = any TodoContract
  let attachment = ViewAttachment<any TodoContract>()

  private let repository: any TodoRepository
  private let host: AppHost

  // MARK: State

  /// Items, filter and status; each newly attached view is told at once.
  private let state: MutableStateFlow<TodoState>
  /// The save in flight, at most one (a newer change saves the whole list
  /// and replaces it); inside `lifetimeBag`, as the load is.
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

  func onAttach(_ view: any TodoContract) {
    // LEAK: `view` is captured strongly and the token is dropped. The fix:
    // `[weak self] … self?.present(state)` and `.store(in: attachmentBag)`.
    _ = state.subscribe(label: "todo.leaky.state") { state in
      Self.present(state, to: view)
    }
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

  /// Passive View: the presenter filters, formats and counts for the view.
  // LEAK: static, so it renders into the view it is handed: the captured
  // one, destroyed or not. The fix: a method on the weak attached `view`.
  private static func present(_ state: TodoState, to view: any TodoContract) {
    guard state.list.status != .loading else { return view.showLoading(filter: state.filter) }
    let frame = state.frame
    view.show(titles: frame.titles, filter: frame.filter, active: frame.active, done: frame.done, status: frame.status)
  }

  // MARK: Teardown

  // LEAK: `clear()` detaches and cancels `lifetimeBag`, but the dropped
  // subscription is in neither: nothing ends it. The fix: `onAttach`'s.
}
