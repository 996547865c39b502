import ArchMVP

/// What the presenter may tell the view (Passive View: everything it
/// shows, the query included).
public protocol SearchContract: ViewContract {
  func showIdle(query: String)
  func showSearching(query: String)
  func show(results: [String], for query: String)
  func showError(_ message: String, for query: String)
}

/// What the view may ask of its presenter. The view works with any
/// presenter that conforms: the disciplined one or the leaky one.
protocol SearchPresenting: Presenter where View == any SearchContract {
  func typed(_ text: String)
}
