import ArchMVP
import ArchTestSupport

/// The UserProfile screen's contract, both sides, as Android MVP writes it.

/// What the presenter may tell the view (Passive View: everything it shows).
protocol UserProfileContract: ViewContract {
  func showLoading()
  func show(user: User)
  func showError(_ message: String)
}

/// What the view may ask of its presenter. The passive view works with any
/// presenter that conforms: the disciplined one or the leaky one.
protocol UserProfilePresenting: Presenter where View == any UserProfileContract {
  /// Loads the user again (after an error).
  func retry()
}
