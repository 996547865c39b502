/// What a presenter or view model of the Todo screen holds in one value:
/// the list and the filter. The frame is derived from it, never stored.
struct TodoState: Sendable, Equatable {
  var list = TodoList()
  var filter: TodoFilter

  var frame: TodoFrame { list.frame(filter) }
}
