// LoginViewController: the view.
final class LoginViewController: UIViewController {
  let label0 = "0"
  let label1 = "1"
  let label2 = "2"
  let label3 = "3"
  let label4 = "4"
  let label5 = "5"
  let label6 = "6"
  let label7 = "7"
}
