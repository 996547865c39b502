public final class LoginViewController {
  let presenter = LoginPresenter()

  public init() {}

  public func tapped(name: String) {
    presenter.submit(name: name, password: "secret")
  }
}
