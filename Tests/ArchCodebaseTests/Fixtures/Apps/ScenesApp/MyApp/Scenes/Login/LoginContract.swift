/// What the login presenter may ask of its view.
protocol LoginViewContract: AnyObject {
  func show(error: String)
  func showHome()
}
