import ArchMVVM

/// What the `mvi` store of Todo is.
typealias TodoStore = IntentStore<TodoStoreState, TodoStoreIntent, TodoEffect>

/// The store's state: the list and the filter, rendered as one frame.
struct TodoStoreState: Sendable, Equatable {
  var list = TodoList()
  var filter: TodoFilter

  var frame: TodoFrame { list.frame(filter) }
}

/// Everything that can change the list: the user's edits and filter, and
/// what the repository answers.
enum TodoStoreIntent: Sendable, Equatable {
  case opened
  case edit(TodoIntent)
  case loaded([TodoItem])
  case saved
  case failed(String)
}

/// What the reducer asks for.
enum TodoEffect: Sendable, Equatable {
  case load
  /// Save this list: replaces the save in flight.
  case save([TodoItem])
}
