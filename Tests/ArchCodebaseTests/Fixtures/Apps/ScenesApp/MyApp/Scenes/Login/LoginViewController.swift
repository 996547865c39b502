import UIKit

// The login screen's view: it forwards taps and shows what it is told.
final class LoginViewController: UIViewController, LoginViewContract {
  private let presenter = LoginPresenter(service: UserService())
  private let errorLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.attach(self)
  }

  func show(error: String) { errorLabel.text = error }
  func showHome() { navigationController?.popViewController(animated: true) }
}
