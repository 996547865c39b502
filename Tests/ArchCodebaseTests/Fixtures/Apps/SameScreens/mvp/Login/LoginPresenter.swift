// LoginPresenter: the presenter.
final class LoginPresenter {
  weak var view: LoginViewController?
  func step1() { view?.render(1) }
  func step2() { view?.render(2) }
  func step3() { view?.render(3) }
  func step4() { view?.render(4) }
  func step5() { view?.render(5) }
  func step6() { view?.render(6) }
  func step7() { view?.render(7) }
}
