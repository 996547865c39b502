import ArchMVP

/// The Supervising Controller's contract: the presenter still drives the
/// pause, the searching state and errors, but there is no `show(results:)`
/// — the view binds the results itself from
/// `SupervisingSearchPresenter.results`.
protocol SupervisingSearchContract: ViewContract {
  func showIdle(query: String)
  func showSearching(query: String)
  func showError(_ message: String, for query: String)
}
