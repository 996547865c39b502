import ArchMVP

/// The Supervising Controller's contract: the presenter still drives
/// loading and errors, but there is no `show(user:)` — the view binds the
/// user's name itself from `SupervisingUserProfilePresenter.user`.
protocol SupervisedUserProfileContract: ViewContract {
  func showLoading()
  func showError(_ message: String)
}
