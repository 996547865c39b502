import ArchMVP

/// The Supervising Controller's contract: the presenter still drives
/// loading and errors, but there is no `show(user:)` — the view binds the
/// user itself from `SupervisingUserProfilePresenter.user`.
protocol SupervisingUserProfileContract: ViewContract {
  func showLoading()
  func showError(_ message: String)
}
