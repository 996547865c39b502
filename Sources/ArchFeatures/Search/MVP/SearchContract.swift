import ArchMVP

/// What the presenter may tell the view (Passive View: everything it
/// shows, the query included).
public protocol SearchContract: ViewContract {
  /// Shows the query with nothing searched yet (empty, or waiting for the pause).
  func showIdle(query: String)
  /// Shows that the query is being searched.
  func showSearching(query: String)
  /// Shows the names found for the query.
  func show(results: [String], for query: String)
  /// Shows why the search for the query failed.
  func showError(_ message: String, for query: String)
}

/// What the view may ask of its presenter. The view works with any
/// presenter that conforms: the disciplined one or the leaky one.
protocol SearchPresenting: Presenter where View == any SearchContract {
  func typed(_ text: String)
}
