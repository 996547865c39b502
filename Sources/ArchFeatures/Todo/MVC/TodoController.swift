import ArchFlow
import ArchHost

/// The MVC baseline: one controller is the view; it loads the list, applies
/// each change, saves and renders. Disciplined about its own work — the
/// load and the save are cancelled when the view is destroyed — but nothing
/// outlives the view: a rotation cancels a save in flight (the change is
/// lost) and loads again, and the filter is back to all.
final class TodoController: FeatureView {
  private let context: ScreenContext
  private let repository: any TodoRepository

  // MARK: State

  /// Touched by intents and by the tasks' completions.
  private let state = Locked(TodoState(filter: .all))
  /// The first load, cancelled on destroy.
  private let load = CancellableBag()
  /// The save in flight, at most one: a newer change replaces it (it saves
  /// the whole list); cancelled on destroy.
  private let save = CancellableBag()

  init(context: ScreenContext, repository: any TodoRepository) {
    self.context = context
    self.repository = repository
    context.lifecycle.observe(label: "todo.controller.destroy") { [load, save] state in
      if state == .destroyed {
        load.cancel()
        save.cancel()
      }
    }
    render()
    context.host.launch("todo.load") { [weak self, repository] in
      let result: Result<[TodoItem], any Error>
      do { result = .success(try await repository.load()) } catch { result = .failure(error) }
      guard !Task.isCancelled else { return }  // destroyed: nobody wants the list
      self?.finishLoad(result)
    }.store(in: load)
  }

  // MARK: Inputs

  func perform(_ intent: TodoIntent) {
    if case .filter(let filter) = intent {
      state.withLock { $0.filter = filter }
      render()
      return
    }
    guard let items = state.withLock({ $0.list.edit(intent) }) else { return }
    render()
    save.cancelAll()
    context.host.launch("todo.save") { [weak self, repository] in
      let failure: (any Error)?
      do { try await repository.save(items); failure = nil } catch { failure = error }
      guard !Task.isCancelled else { return }  // replaced or destroyed
      self?.finishSave(failure)
    }.store(in: save)
  }

  // MARK: Effects

  private func finishLoad(_ result: Result<[TodoItem], any Error>) {
    state.withLock {
      switch result {
      case .success(let items): $0.list.items = items; $0.list.status = .ready
      case .failure(let error): $0.list.status = .error("\(error)")
      }
    }
    render()
  }

  private func finishSave(_ failure: (any Error)?) {
    state.withLock { $0.list.status = failure.map { .error("\($0)") } ?? .ready }
    render()
  }

  private func render() {
    context.render(state.snapshot.frame)
  }

  // MARK: Teardown

  // Nothing to add: the destroy observer in `init` cancels `load` and
  // `save`, and the list dies with the controller.
}
