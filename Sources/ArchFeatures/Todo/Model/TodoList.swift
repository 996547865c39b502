/// The list as a screen holds it: the items and where they stand with the
/// repository. Presenters and view models keep it next to the filter.
struct TodoList: Sendable, Equatable {
  var items: [TodoItem] = []
  var status: TodoStatus = .loading

  /// The frame for this list under `filter`.
  func frame(_ filter: TodoFilter) -> TodoFrame { TodoFrame(items: items, filter: filter, status: status) }

  /// Applies a change intent to a loaded list and marks it saving; returns
  /// the items to save, or `nil` when nothing changed. Changes wait for the
  /// first load: while loading they are ignored.
  mutating func edit(_ intent: TodoIntent) -> [TodoItem]? {
    guard status != .loading, let edited = items.applying(intent) else { return nil }
    items = edited
    status = .saving
    return edited
  }
}

/// What a presenter or view model of the Todo screen holds in one value:
/// the list and the filter. The frame is derived from it, never stored.
struct TodoState: Sendable, Equatable {
  var list = TodoList()
  var filter: TodoFilter

  var frame: TodoFrame { list.frame(filter) }
}
