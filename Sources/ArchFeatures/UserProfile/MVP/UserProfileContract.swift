import ArchMVP

/// What the presenter may tell the view (Passive View: everything it shows).
public protocol UserProfileContract: ViewContract {
  /// Shows that the user is loading.
  func showLoading()
  /// Shows the loaded user.
  func show(user: User)
  /// Shows why the load failed.
  func showError(_ message: String)
}

/// What the view may ask of its presenter. The view works with any
/// presenter that conforms: the disciplined one or the leaky one.
protocol UserProfilePresenting: Presenter where View == any UserProfileContract {
  func retry()
}
