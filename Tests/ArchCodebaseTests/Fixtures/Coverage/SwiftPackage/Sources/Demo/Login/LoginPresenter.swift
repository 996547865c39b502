public final class LoginPresenter {
  public private(set) var message = ""

  public init() {}

  public func submit(name: String, password: String) {
    if name.isEmpty {
      message = "name missing"
      return
    }
    if password.count < 4 {
      message = "password too short"
      return
    }
    message = "welcome \(name)"
  }

  public func reset() {
    message = ""
  }
}
