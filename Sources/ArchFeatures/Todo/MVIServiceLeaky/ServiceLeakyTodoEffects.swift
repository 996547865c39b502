import ArchMVVM

/// Todo's effects in `mvi-service-leaky`, with MVI's mistake on a
/// long-lived service, written wrong on purpose as the probes' positive
/// control: the load also watches the repository's items, and drops the
/// token.
enum ServiceLeakyTodoEffects {
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
      // LEAK: watches the repository's items (for a badge count, say) and
      // drops the token. Its closure holds nothing of the screen, so the
      // screen goes and no view is kept; but the repository lives as long as
      // the app and keeps the subscription: one more each time the screen
      // loads. The fix: no such line, or its token cancelled with the store's scope.
      _ = repository.observeItems().subscribe(label: "todo.items") { _ in }
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
