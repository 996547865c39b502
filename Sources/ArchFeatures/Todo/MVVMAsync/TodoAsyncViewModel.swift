import ArchFlow
import ArchHost
import ArchMVVM

/// The Todo view model written with tasks instead of flow operators: the
/// view's intents go into an `AsyncStream`, and one task applies them in
/// order; the load and each save are tasks of their own. Its state is the
/// whole `TodoState`; the view derives the frame. Retained across
/// rotation, so a save in flight keeps going.
final class TodoAsyncViewModel: ViewModel {
  let core: ViewModelCore<TodoState, Never>
  private let repository: any TodoRepository

  // MARK: State

  /// The inbox of the intent task; finished on clear.
  private let intents: AsyncStream<TodoIntent>.Continuation

  init(repository: any TodoRepository, context: ViewModelContext) {
    self.repository = repository
    let filter = TodoSavedState.restoredFilter(in: context.saved) ?? .all
    core = ViewModelCore(TodoState(filter: filter), host: context.host)
    let (inbox, intents) = AsyncStream.makeStream(of: TodoIntent.self)
    self.intents = intents
    TodoSavedState.register(in: context.saved) { [state = core.state] in state.value.filter }
    core.launch("todo.intents") { [weak self] in
      for await intent in inbox { self?.apply(intent) }
    }
    load()
  }

  // MARK: Inputs

  /// Queues `intent` for the intent task.
  func send(_ intent: TodoIntent) { intents.yield(intent) }

  // MARK: Effects

  /// The save in flight, at most one (a newer change replaces it).
  private let save = CancellableBag()

  private func load() {
    core.launch("todo.load") { [core, repository] in
      do {
        let items = try await repository.load()
        try Task.checkCancellation()
        core.update { $0.list.items = items; $0.list.status = .ready }
      } catch is CancellationError {
        // Cleared: nobody wants the list.
      } catch {
        core.update { $0.list.status = .error("\(error)") }
      }
    }
  }

  /// Runs on the intent task, one intent at a time.
  private func apply(_ intent: TodoIntent) {
    if case .filter(let filter) = intent {
      core.update { $0.filter = filter }
      return
    }
    var items: [TodoItem]?
    core.update { items = $0.list.edit(intent) }
    guard let items else { return }
    save.cancelAll()  // the newer list replaces the save in flight
    core.launch("todo.save") { [core, repository] in
      do {
        try await repository.save(items)
        try Task.checkCancellation()
        core.update { $0.list.status = .ready }
      } catch is CancellationError {
        // Cleared or replaced: the newer save reports.
      } catch {
        core.update { $0.list.status = .error("\(error)") }  // the change stays on screen
      }
    }.store(in: save)
  }

  // MARK: Teardown

  /// Ends the inbox (the intent task returns) and cancels the core's scope,
  /// which owns every task.
  func clear() {
    intents.finish()
    core.clear()
  }
}
