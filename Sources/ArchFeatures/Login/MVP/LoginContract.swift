import ArchMVP

/// What the presenter may tell the view (Passive View: the form to show,
/// and when to navigate).
public protocol LoginContract: ViewContract {
  /// Shows the form: the fields and where the sign-in stands.
  func show(_ form: LoginForm)
  /// Performs the navigation: the navigator, then a frame showing it.
  func navigateHome()
}

/// What the view may ask of its presenter. The view works with any
/// presenter that conforms: the disciplined one or the leaky one.
protocol LoginPresenting: Presenter where View == any LoginContract {
  func type(email: String)
  func type(password: String)
  func submit()
}
