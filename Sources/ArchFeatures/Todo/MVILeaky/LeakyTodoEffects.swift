import ArchMVVM

/// Todo's effects in `mvi-leaky`: the typical MVI mistake, the saves
/// started as tasks of their own instead of as the store's work.
enum LeakyTodoEffects {
  // MARK: State

  /// The store, loading the list, with the saved filter.
  static func store(repository: any TodoRepository, context: ViewModelContext) -> TodoStore {
    let state = TodoStoreState(filter: TodoSavedState.restoredFilter(in: context.saved) ?? .all)
    let store = TodoStore(state, host: context.host, label: "todo", reduce: TodoReducer.reduce) {
      effect, store in work(for: effect, repository: repository, store: store)
    }
    TodoSavedState.register(in: context.saved) { [state = store.state] in state.value.filter }
    store.send(.opened)
    return store
  }

  // MARK: Effects

  static func work(
    for effect: TodoEffect, repository: any TodoRepository, store: TodoStore
  ) -> EffectWork<TodoStoreIntent>? {
    switch effect {
    case .load:
      return EffectWork(id: "load") { send in
        do {
          send(.loaded(try await repository.load()))
        } catch is CancellationError {
          // Cleared: nobody wants the list.
        } catch {
          send(.failed("\(error)"))
        }
      }
    case .save(let items):
      // LEAK: a fire-and-forget task (`Task {}` in an app; the host's
      // launch here, to stay deterministic) outside the store's scope:
      // neither a newer save nor clearing the store cancels it, and it
      // holds the store and feeds it after the screen is gone. The fix:
      // return an `EffectWork`.
      _ = store.core.host.launch("todo.leaky.save") {
        do {
          try await repository.save(items)
          store.send(.saved)
        } catch {
          store.send(.failed("\(error)"))
        }
      }
      return nil
    }
  }

  // MARK: Teardown

  // Nothing: the store's scope never saw the saves.
}
