import ArchMVVM

/// Todo's effects in `mvi-leaky`, with the typical MVI mistake, written
/// wrong on purpose as the probes' positive control: the saves started as
/// tasks of their own instead of as the store's work.
enum LeakyTodoEffects {
  // MARK: State

  /// The store, loading the list, with the saved filter.
  static func store(repository: any TodoRepository, context: ViewModelContext) -> TodoStore {
    let state = TodoStoreState(filter: TodoSavedState.restoredFilter(in: context.saved) ?? .all)
    let store = TodoStore(state, host: context.host, label: "todo", reduce: TodoReducer.reduce) {
      // LEAK: hands the store to `work`, for a task of its own to feed. The fix: `effect, _ in`.
      effect, store in work(for: effect, repository: repository, store: store)
    }
    TodoSavedState.register(in: context.saved) { [state = store.state] in state.value.filter }
    store.send(.opened)
    return store
  }

  // MARK: Effects

  // LEAK: takes the store, and returns no work for what it launches itself.
  // The fix: no `store`, and an `EffectWork` for every effect.
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
      // LEAK: a fire-and-forget task (`Task {}` in an app; the host's launch
      // here, to stay deterministic) outside the store's scope, with the
      // store's own `send`: neither a newer save nor clearing the store
      // cancels it, and it holds the store and feeds it after the screen is
      // gone. The fix: `return EffectWork(id: "save") { send in`.
      _ = store.core.host.launch("todo.leaky.save") { [send = store.send] in
        do {
          try await repository.save(items)
          send(.saved)
        } catch is CancellationError {
          // LEAK: only process death gets here; a newer save or a clear does not.
        } catch {
          send(.failed("\(error)"))
        }
      }
      // LEAK: no work for the store to run. The fix: the `EffectWork` above.
      return nil
    }
  }

  // MARK: Teardown

  // LEAK: clearing the store ends the load, not the saves, which are not in
  // its scope. The fix: `work`'s.
}
