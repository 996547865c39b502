import UIKit

// Named for the screen; its presenter is named for the payment.
final class CheckoutViewController: UIViewController {
  let presenter = PaymentPresenter()
}
