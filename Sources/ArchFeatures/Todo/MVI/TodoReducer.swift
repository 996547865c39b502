/// Todo's logic in `mvi`, pure: the next list and filter and the effects
/// to run, for each intent. Tested without a host.
enum TodoReducer {
  static func reduce(_ state: inout TodoStoreState, _ intent: TodoStoreIntent) -> [TodoEffect] {
    switch intent {
    case .opened:
      return [.load]
    case .edit(.filter(let filter)):
      state.filter = filter
      return []
    case .edit(let edit):
      guard let items = state.list.edit(edit) else { return [] }
      return [.save(items)]  // the newer list replaces the save in flight
    case .loaded(let items):
      state.list.items = items
      state.list.status = .ready
      return []
    case .saved:
      state.list.status = .ready
      return []
    case .failed(let message):
      state.list.status = .error(message)  // an edit stays on screen
      return []
    }
  }
}
