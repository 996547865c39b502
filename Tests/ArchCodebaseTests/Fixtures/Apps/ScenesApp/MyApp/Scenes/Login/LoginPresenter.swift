// Drives the login screen.
final class LoginPresenter {
  weak var view: LoginViewContract?
  private let service: UserService

  init(service: UserService) { self.service = service }

  func attach(_ view: LoginViewContract) { self.view = view }
  func detach() { view = nil }

  func submit(name: String, password: String) {
    guard isValid(name: name, password: password) else {
      view?.show(error: "Name and password, please")
      return
    }
    view?.showHome()
  }
}
