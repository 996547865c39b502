public final class LoginViewController: UIViewController {
  let presenter = LoginPresenter()

  public init() {}

  public func tapped(name: String) {
    presenter.submit(name: name, password: "secret")
  }
}
