import ArchMVP

/// The Supervising Controller's contract: no `show(_:)` — the view binds
/// the form itself from `SupervisingLoginPresenter.form` — but the
/// presenter still decides when to navigate.
protocol SupervisingLoginContract: ViewContract {
  /// Performs the navigation: the navigator, then a frame showing it.
  func navigateHome()
}
