import ArchMVP

/// What the presenter may tell the view (Passive View: everything it shows,
/// already filtered, formatted and counted).
public protocol TodoContract: ViewContract {
  /// Shows that the list is loading, under the filter.
  func showLoading(filter: TodoFilter)
  /// Shows the filtered titles, the counts and where the saves stand.
  func show(titles: [String], filter: TodoFilter, active: Int, done: Int, status: TodoStatus)
}

/// What the view may ask of its presenter. The view works with any
/// presenter that conforms: the disciplined one or the leaky one.
protocol TodoPresenting: Presenter where View == any TodoContract {
  func add(_ title: String)
  func toggle(_ title: String)
  func select(_ filter: TodoFilter)
  func clearCompleted()
}
