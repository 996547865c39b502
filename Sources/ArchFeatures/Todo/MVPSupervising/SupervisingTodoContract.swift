import ArchMVP

/// The Supervising Controller's contract: the presenter still decides the
/// status (loading, saving, the error message), but there is no list call —
/// the view binds the list itself from `SupervisingTodoPresenter.list`.
protocol SupervisingTodoContract: ViewContract {
  func show(status: TodoStatus)
}

/// The model the Supervising view binds: what the presenter decided is
/// visible, and the statistics. Formatting each item is the view's.
struct TodoListModel: Sendable, Equatable {
  var visible: [TodoItem]
  var filter: TodoFilter
  var active: Int
  var done: Int
}
