import ArchMVVM

/// Todo's effects in `mvi`: the load and the saves, run in the store's scope.
enum TodoEffects {
  // MARK: State

  /// The store, loading the list, with the saved filter.
  static func store(repository: any TodoRepository, context: ViewModelContext) -> TodoStore {
    let state = TodoStoreState(filter: TodoSavedState.restoredFilter(in: context.saved) ?? .all)
    let store = TodoStore(state, host: context.host, label: "todo", reduce: TodoReducer.reduce) {
      effect, _ in work(for: effect, repository: repository)
    }
    TodoSavedState.register(in: context.saved) { [state = store.state] in state.value.filter }
    store.send(.opened)
    return store
  }

  // MARK: Effects

  static func work(for effect: TodoEffect, repository: any TodoRepository) -> EffectWork<TodoStoreIntent> {
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
      return EffectWork(id: "save") { send in
        do {
          try await repository.save(items)
          send(.saved)
        } catch is CancellationError {
          // Cleared or replaced: the newer save reports.
        } catch {
          send(.failed("\(error)"))
        }
      }
    }
  }

  // MARK: Teardown

  // Nothing: the store's scope ends the load and the save when the store is cleared.
}
